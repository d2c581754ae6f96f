"x.op"() : () -> memref<2xf32, strided<[1], offset: x>>
