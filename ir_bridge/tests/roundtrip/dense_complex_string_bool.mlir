// Stresses: dense complex (int and float), dense string elements (splat,
// escapes, nested), dense bool splat vs non-splat.
"x.c"() {
  a = dense<(1.0, 2.0)> : tensor<2xcomplex<f32>>, b = dense<[(1.0, 2.0), (3.0, -4.5)]> : tensor<2xcomplex<f64>>,
  c = dense<[(1, 2), (3, 4)]> : tensor<2xcomplex<i32>>, d = dense<(0, -1)> : tensor<complex<i8>>,
  e = dense<"same"> : tensor<3x!x.str>, f = dense<["a", "b\n", "c\"d"]> : tensor<3x!x.str>, g = dense<[["x", "y"], ["z", "w"]]> : tensor<2x2x!x.str>,
  h = dense<["p", "p"]> : tensor<2x!x.str>, i = dense<false> : tensor<8xi1>, j = dense<[true, true]> : tensor<2xi1>,
  k = dense<["bytes", ""]> : tensor<2x!x.str>
} : () -> ()
