// Stresses: integer attributes: default i64 elision, explicit widths, negative,
// hex literals, i1 (printed as bool), si/ui/index, i128 extremes, arrays vs dicts.
"x.ints"() {
  a = 42, b = -7, c = 0x1F : i32, d = 0xFF : i8, e = -1 : i8, f = 255 : ui8, g = -128 : si8,
  h = 1 : i1, i = 0 : i1, j = 7 : index, k = 170141183460469231731687303715884105727 : i128,
  l = -170141183460469231731687303715884105728 : i128, m = 340282366920938463463374607431768211455 : ui128,
  n = [1, 2 : i32, -3 : si16, 4 : index], o = {p = 5, q = 6 : i16}, r = 0 : i64,
  t = 9223372036854775807, u = -9223372036854775808, v = 0x7fffffffffffffff : i64, w = 1 : i7, x = 127 : i7
} : () -> ()
