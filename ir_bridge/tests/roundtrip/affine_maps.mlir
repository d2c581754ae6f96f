// Stresses: affine_map attrs & aliasing (#map, #map1, ... in first-visit
// order), normalization of expressions (mod/floordiv/ceildiv, constants folded,
// terms reordered), symbols, zero-result and zero-dim maps, maps inline in arrays.
"x.m"() {
  a = affine_map<(d0, d1) -> (d1, d0)>,
  b = affine_map<(d0)[s0] -> (d0 + s0, d0 mod 4, d0 floordiv 2, d0 ceildiv 3)>,
  c = affine_map<(i, j) -> (j + i * 2 + 3 - 1)>,
  d = affine_map<() -> (0)>,
  e = affine_map<(d0) -> ()>,
  f = affine_map<(d0, d1)[s0, s1] -> (s1 * d0 + d1 * 4, (d0 + d1) mod s0)>,
  g = affine_map<(d0) -> (d0)>,
  h = [affine_map<(d0) -> (d0 * -1)>, affine_map<(d0) -> (-d0 + 7)>],
  i = affine_map<(d0, d1) -> (d1, d0)>,
  j = affine_map<(d0) -> (d0 * 2 + d0 * 3, 4 * 3, d0 floordiv 1)>,
  k = affine_map<()[s0] -> (s0 * s0)>
} : () -> ()
"x.n"() {z = affine_map<(d0) -> (d0 + 1)>, a = affine_map<(d0) -> (d0 + 2)>} : () -> ()
