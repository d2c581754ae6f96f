// Stresses: dense integer elements: splat, 1-d, nested 2-d/3-d shapes, 0-d,
// empty, vector vs tensor, signed/unsigned, i1, index, negative values, i128.
"x.d"() {
  a = dense<1> : tensor<4xi32>, b = dense<[1, 2, 3]> : tensor<3xi64>, c = dense<[[1, 2], [3, 4]]> : tensor<2x2xi8>,
  d = dense<[[[1], [2]], [[3], [4]]]> : tensor<2x2x1xi16>, e = dense<5> : tensor<i32>, f = dense<> : tensor<0xi32>,
  g = dense<[-1, -128]> : vector<2xi8>, h = dense<[255, 0]> : tensor<2xui8>, i = dense<[-5, 5]> : tensor<2xsi8>,
  j = dense<[true, false, true]> : tensor<3xi1>, k = dense<true> : tensor<2x2xi1>, l = dense<[1, 0]> : tensor<2xi1>,
  m = dense<[0, 7]> : tensor<2xindex>, n = dense<[1, 2, 1, 2]> : tensor<4xi32>, o = dense<[3, 3, 3]> : tensor<3xi32>,
  p = dense<[170141183460469231731687303715884105727]> : tensor<1xi128>, q = dense<[[1, 2]]> : tensor<1x2xi4>,
  r = dense<0> : tensor<0x4xi32>, s = dense<[[]]> : tensor<1x0xi32>, t = dense<7> : tensor<2x3xi7>
} : () -> ()
