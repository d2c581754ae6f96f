"x.op"() {v = dense<"0xZZ"> : tensor<2xi32>} : () -> ()
