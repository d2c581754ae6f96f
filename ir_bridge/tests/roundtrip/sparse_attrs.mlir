// Stresses: sparse elements attrs: 1-d/2-d indices, float/int values, splat
// values, empty sparse.
"x.s"() {
  a = sparse<[[0, 0], [1, 2]], [1, 5]> : tensor<3x4xi32>, b = sparse<[[0], [3]], [1.5, -2.0]> : tensor<8xf32>,
  c = sparse<[[1, 1]], 7> : tensor<2x2xi64>, d = sparse<[0, 2], [1, 2]> : tensor<4xi16>, e = sparse<> : tensor<4xf32>,
  f = sparse<[[0, 1]], [true]> : tensor<2x2xi1>
} : () -> ()
