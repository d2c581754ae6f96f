"x.op"() : () -> tensor<2x>
