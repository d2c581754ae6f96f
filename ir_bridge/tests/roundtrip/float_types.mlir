// Stresses: every builtin float type spelling, used as SSA types and type attrs.
func.func @floats() {
  %0:9 = "x.small"() : () -> (f4E2M1FN, f6E2M3FN, f6E3M2FN, f8E5M2, f8E4M3, f8E4M3FN, f8E5M2FNUZ, f8E4M3FNUZ, f8E4M3B11FNUZ)
  %1:9 = "x.big"() : () -> (f8E3M4, f8E8M0FNU, bf16, f16, tf32, f32, f64, f80, f128)
  "x.attrs"() {a = f4E2M1FN, b = f8E8M0FNU, c = bf16, d = tf32, e = f80, f = f128} : () -> ()
  return
}
