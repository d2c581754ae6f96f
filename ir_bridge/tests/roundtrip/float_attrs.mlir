// Stresses: float attribute formatting: f64 elision, 6-digit scientific form vs
// APFloat default-precision fallback vs hex, exponents, hex literals, every float width.
"x.f"() {
  a = 1.0, b = 0.5 : f32, c = -2.5 : f16, d = 3.14159265358979 : f64, e = 0.1 : f32, f = 0.1,
  g = 1.0e10, h = 1.5e-7 : f32, i = 123456789.0 : f32, j = 1.0e100, k = 2.0 : bf16, l = 0.3 : bf16,
  m = 1.0 : f80, n = 1.0 : f128, o = 0.1 : f80, p = 1.5 : tf32, q = 100.0, r = 1234567.0, s = 0.000001,
  t = 1.0e-300, u = -0.0, v = 0.0 : f32, w = 1.0e+06, x = 1234.5678 : f32, y = 1.0 : f8E4M3FN,
  z = 0.5 : f4E2M1FN, aa = 3.0 : f6E2M3FN, ab = 2.0 : f8E8M0FNU, ac = [1.0, 2.5 : f32, 0.1], ad = {e = 1.0}
} : () -> ()
