"x.op"() {v = array<tensor<2xi32>: 1>} : () -> ()
