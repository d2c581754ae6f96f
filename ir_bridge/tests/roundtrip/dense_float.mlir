// Stresses: dense float elements: splat, nested, special values (hex form in
// dense), f16/bf16/f64/f8, hex literal splat.
"x.f"() {
  a = dense<1.0> : tensor<4xf32>, b = dense<[1.5, -2.0, 0.1]> : tensor<3xf32>, c = dense<[[1.0, 2.0], [3.0, 4.0]]> : tensor<2x2xf64>,
  d = dense<0.0> : vector<2x[4]xf16>, e = dense<[0x7FC00000, 0x7F800000]> : tensor<2xf32>,
  g = dense<[0.3, 1.0e10]> : tensor<2xbf16>, h = dense<[1.0, 0.5]> : tensor<2xf8E4M3FN>, i = dense<3.14159265358979> : tensor<f64>,
  j = dense<[1.0e-7, 123456789.0]> : tensor<2xf32>, k = dense<0x7FF8000000000000> : tensor<2xf64>
} : () -> ()
