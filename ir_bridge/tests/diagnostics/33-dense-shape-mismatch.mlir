"x.op"() {v = dense<[1, 2, 3]> : tensor<2xi32>} : () -> ()
