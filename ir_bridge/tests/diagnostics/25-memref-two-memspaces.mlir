"x.op"() : () -> memref<2xi32, 5, 6>
