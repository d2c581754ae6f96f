"x.op"() : () -> tensor<2xtensor<2xf32>>
