// Stresses: special float values via hex literals: NaN (quiet/signalling,
// payloads), +/-inf, denormals, max/min values, for f16/bf16/f32/f64/f8 types.
"x.s"() {
  a = 0x7FC00000 : f32, b = 0xFF800000 : f32, c = 0x7F800000 : f32, d = 0x7FF8000000000000 : f64,
  e = 0xFFF0000000000000, f = 0x7E00 : f16, g = 0x7C00 : f16, h = 0x7FC0 : bf16, i = 0x00000001 : f32,
  j = 0x7F7FFFFF : f32, k = 0x7FA00000 : f32, l = 0x7FC00001 : f32, m = 0x7F : f8E4M3FN, n = 0xFF : f8E5M2,
  o = 0x80000000 : f32, p = 0x0001 : f16, q = 0x7FEFFFFFFFFFFFFF : f64, r = 0x80 : f8E4M3FNUZ
} : () -> ()
