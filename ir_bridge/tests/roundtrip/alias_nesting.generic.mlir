#map = affine_map<(d0) -> (d0 * 2)>
#map1 = affine_map<(d0) -> (d0 + 6)>
#map2 = affine_map<(d0) -> (d0 + 7)>
#map3 = affine_map<(d0) -> (d0 + 8)>
#map4 = affine_map<(d0) -> (d0 + 9)>
#set = affine_set<(d0) : (d0 - 1 >= 0)>
#distinct = distinct[0]<#map4>
!tuple = tuple<memref<2xf32, #map>, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1>
"builtin.module"() ({
  %0 = "x.a"() {long = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20], m = memref<4xf32, #map1>, w = {k = #map2}, y = [#map3, #set], z = #distinct} : () -> !tuple
}) : () -> ()

