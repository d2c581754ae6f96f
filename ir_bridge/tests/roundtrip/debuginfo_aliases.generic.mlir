#loc1 = loc("alias.mlir":1:1)
#loc2 = loc("attr.mlir":3:3)
#map = affine_map<(d0) -> (d0 + 1)>
"builtin.module"() ({
  "x.a"() {l = #loc2} : () -> () loc(#loc1)
  "x.b"() : () -> () loc(#loc4)
  "x.c"() : () -> () loc(#loc3)
  "x.d"() {l = #loc1} : () -> () loc(#loc5)
}) {x.m = #map} : () -> () loc(#loc)
#loc = loc("mod.mlir":0:0)
#loc3 = loc("alias.mlir":2:2)
#loc4 = loc(fused[#loc1, #loc3])
#loc5 = loc("n"(#loc3))

