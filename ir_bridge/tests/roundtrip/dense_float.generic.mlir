"builtin.module"() ({
  "x.f"() {a = dense<1.000000e+00> : tensor<4xf32>, b = dense<[1.500000e+00, -2.000000e+00, 1.000000e-01]> : tensor<3xf32>, c = dense<[[1.000000e+00, 2.000000e+00], [3.000000e+00, 4.000000e+00]]> : tensor<2x2xf64>, d = dense<0.000000e+00> : vector<2x[4]xf16>, e = dense<[0x7FC00000, 0x7F800000]> : tensor<2xf32>, g = dense<[3.007810e-01, 9.999220e+09]> : tensor<2xbf16>, h = dense<[1.000000e+00, 5.000000e-01]> : tensor<2xf8E4M3FN>, i = dense<3.14159265358979> : tensor<f64>, j = dense<[1.000000e-07, 0x4CEB79A3]> : tensor<2xf32>, k = dense<0x7FF8000000000000> : tensor<2xf64>} : () -> ()
}) : () -> ()

