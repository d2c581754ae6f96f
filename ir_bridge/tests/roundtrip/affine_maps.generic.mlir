#map = affine_map<(d0, d1) -> (d1, d0)>
#map1 = affine_map<(d0)[s0] -> (d0 + s0, d0 mod 4, d0 floordiv 2, d0 ceildiv 3)>
#map2 = affine_map<(d0, d1) -> (d1 + d0 * 2 + 2)>
#map3 = affine_map<() -> (0)>
#map4 = affine_map<(d0) -> ()>
#map5 = affine_map<(d0, d1)[s0, s1] -> (d0 * s1 + d1 * 4, (d0 + d1) mod s0)>
#map6 = affine_map<(d0) -> (d0)>
#map7 = affine_map<(d0) -> (-d0)>
#map8 = affine_map<(d0) -> (-d0 + 7)>
#map9 = affine_map<(d0) -> (d0 * 5, 12, d0)>
#map10 = affine_map<()[s0] -> (s0 * s0)>
#map11 = affine_map<(d0) -> (d0 + 2)>
#map12 = affine_map<(d0) -> (d0 + 1)>
"builtin.module"() ({
  "x.m"() {a = #map, b = #map1, c = #map2, d = #map3, e = #map4, f = #map5, g = #map6, h = [#map7, #map8], i = #map, j = #map9, k = #map10} : () -> ()
  "x.n"() {a = #map11, z = #map12} : () -> ()
}) : () -> ()

