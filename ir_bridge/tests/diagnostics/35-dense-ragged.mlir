"x.op"() {v = dense<[[1, 2], [3]]> : tensor<2x2xi32>} : () -> ()
