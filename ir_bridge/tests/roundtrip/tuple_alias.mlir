// Stresses: type aliasing of long tuples (>16 elements get a !tuple alias,
// shorter ones are inlined); two distinct long tuples -> !tuple, !tuple1.
func.func @tup() {
  %0 = "x.long"() : () -> tuple<i1, i2, i3, i4, i5, i6, i7, i8, i9, i10, i11, i12, i13, i14, i15, i16, i17>
  %1 = "x.long2"() : () -> tuple<f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32>
  %2 = "x.exact16"() : () -> tuple<i1, i2, i3, i4, i5, i6, i7, i8, i9, i10, i11, i12, i13, i14, i15, i16>
  %3 = "x.again"() : () -> tuple<i1, i2, i3, i4, i5, i6, i7, i8, i9, i10, i11, i12, i13, i14, i15, i16, i17>
  return
}
