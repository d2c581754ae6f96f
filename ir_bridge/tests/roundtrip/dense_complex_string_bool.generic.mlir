"builtin.module"() ({
  "x.c"() {a = dense<(1.000000e+00,2.000000e+00)> : tensor<2xcomplex<f32>>, b = dense<[(1.000000e+00,2.000000e+00), (3.000000e+00,-4.500000e+00)]> : tensor<2xcomplex<f64>>, c = dense<[(1,2), (3,4)]> : tensor<2xcomplex<i32>>, d = dense<(0,-1)> : tensor<complex<i8>>, e = dense<"same"> : tensor<3x!x.str>, f = dense<["a", "b\0A", "c\22d"]> : tensor<3x!x.str>, g = dense<[["x", "y"], ["z", "w"]]> : tensor<2x2x!x.str>, h = dense<"p"> : tensor<2x!x.str>, i = dense<false> : tensor<8xi1>, j = dense<true> : tensor<2xi1>, k = dense<["bytes", ""]> : tensor<2x!x.str>} : () -> ()
}) : () -> ()

