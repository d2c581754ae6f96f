#map = affine_map<(d0) -> (d0 + 3)>
#map1 = affine_map<(d0) -> (d0 + 2)>
"builtin.module"() ({
  "func.func"() <{function_type = (memref<2xf32, #map>) -> (), sym_name = "d", sym_visibility = "private"}> ({
  }) : () -> ()
  "x.p"() <{m = affine_map<(d0) -> (d0 + 1)>, t = tuple<i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1>}> {n = #map1} : () -> ()
}) : () -> ()

