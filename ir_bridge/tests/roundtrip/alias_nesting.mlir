// Stresses: alias emission order when aliases reference other aliases
// (distinct wrapping a map, tuple containing a memref with a map), and which
// attributes/types never get aliases (long arrays, dicts, strings, memrefs).
"x.a"() {
  z = distinct[0]<affine_map<(d0) -> (d0 + 9)>>,
  y = [affine_map<(d0) -> (d0 + 8)>, affine_set<(d0) : (d0 >= 1)>],
  w = {k = affine_map<(d0) -> (d0 + 7)>},
  long = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20],
  m = memref<4xf32, affine_map<(d0) -> (d0 + 6)>>
} : () -> (tuple<memref<2xf32, affine_map<(d0) -> (d0 * 2)>>, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1>)
