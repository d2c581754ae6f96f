// Stresses: affine_set (IntegerSet) attrs: equalities/inequalities, symbols,
// normalization, aliasing as #set/#set1, and the empty/trivial sets.
"x.s"() {
  a = affine_set<(d0, d1) : (d0 >= 0, d1 - 10 >= 0)>,
  b = affine_set<(d0)[s0] : (d0 - s0 == 0, -d0 + 100 >= 0)>,
  c = affine_set<(d0) : (d0 mod 2 == 0)>,
  d = affine_set<() : (0 == 0)>,
  e = affine_set<(d0) : (1 == 0)>,
  f = affine_set<(d0, d1) : (d0 >= 0, d1 - 10 >= 0)>,
  g = affine_set<(d0)[s0, s1] : (d0 * 2 - s0 >= 0, s1 - d0 floordiv 3 >= 0)>
} : () -> ()
