// bitcast of constants: integer to float bit patterns (NaN, infinities,
// negative zero, denormals, ordinary values), back, and integer to
// integer; dense vectors keep their bits.
func.func @b() -> (f32, f32, f32, f32, f32, f64, f64, i32, f16, bf16, vector<2xf32>, i64) {
  %nan = arith.constant 2143289344 : i32
  %inf = arith.constant 2139095040 : i32
  %ninf = arith.constant -8388608 : i32
  %nzero = arith.constant -2147483648 : i32
  %den = arith.constant 1 : i32
  %big = arith.constant 4611686018427387904 : i64
  %odd = arith.constant -4503599627370497 : i64
  %f = arith.constant 1.5 : f32
  %h = arith.constant 15360 : i16
  %bh = arith.constant -16512 : i16
  %v = arith.constant dense<[1065353216, -1082130432]> : vector<2xi32>
  %d = arith.constant 2.5 : f64
  %0 = arith.bitcast %nan : i32 to f32
  %1 = arith.bitcast %inf : i32 to f32
  %2 = arith.bitcast %ninf : i32 to f32
  %3 = arith.bitcast %nzero : i32 to f32
  %4 = arith.bitcast %den : i32 to f32
  %5 = arith.bitcast %big : i64 to f64
  %6 = arith.bitcast %odd : i64 to f64
  %7 = arith.bitcast %f : f32 to i32
  %8 = arith.bitcast %h : i16 to f16
  %9 = arith.bitcast %bh : i16 to bf16
  %10 = arith.bitcast %v : vector<2xi32> to vector<2xf32>
  %11 = arith.bitcast %d : f64 to i64
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11 : f32, f32, f32, f32, f32, f64, f64, i32, f16, bf16, vector<2xf32>, i64
}
