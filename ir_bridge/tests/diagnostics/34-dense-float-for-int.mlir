"x.op"() {v = dense<[1.5, 2.0]> : tensor<2xi32>} : () -> ()
