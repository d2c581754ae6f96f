// Stresses: location aliases written in the input (#loc names are NOT kept,
// re-numbered #loc, #loc1...), location attrs used as attribute values,
// deferred (end-of-file) vs top-of-file alias placement, mixing with #map aliases.
#loc_a = loc("alias.mlir":1:1)
#loc_b = loc("alias.mlir":2:2)
#custom = loc(fused[#loc_a, #loc_b])
#m = affine_map<(d0) -> (d0 + 1)>
module attributes {x.m = #m} {
  "x.a"() {l = loc("attr.mlir":3:3)} : () -> () loc(#loc_a)
  "x.b"() : () -> () loc(#custom)
  "x.c"() : () -> () loc(#loc_b)
  "x.d"() {l = #loc_a} : () -> () loc("n"(#loc_b))
} loc("mod.mlir":0:0)
