!tuple = tuple<i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1>
#map = affine_map<(d0, d1) -> (d1, d0)>
#set = affine_set<(d0) : (d0 >= 0)>
"builtin.module"() ({
  "x.a"() {d = {a = 1 : i64, b = #map}, m = #map, s = "a string", set = #set, t = tensor<4x4xf32>} : () -> ()
  %0 = "x.b"() : () -> memref<4x4xf32, #map>
  %1 = "x.c"() : () -> !tuple
  %2 = "x.d"() : () -> !x.opaque<"payload">
}) : () -> ()

