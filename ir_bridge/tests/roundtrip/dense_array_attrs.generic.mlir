"builtin.module"() ({
  "x.a"() {a = array<i1: true, false>, b = array<i8: -1, 127>, c = array<i16: 1, 2>, d = array<i32: -2147483648>, e = array<i64: 1, 2, 3>, f = array<f32: 1.000000e+00, 1.000000e-01, 0x7FC00000>, g = array<f64: 1.500000e+00, -0.000000e+00, 1.000000e+100>, h = array<i64>, i = array<i32>, j = array<f32>, k = array<i1>, l = array<i8: 0>, m = array<f64: 3.14159265358979>} : () -> ()
}) : () -> ()

