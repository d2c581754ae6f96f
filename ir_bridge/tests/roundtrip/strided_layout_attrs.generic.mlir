"builtin.module"() ({
  "x.s"() {a = strided<[4, 1]>, b = strided<[?, 1], offset: ?>, c = strided<[1]>, d = strided<[], offset: 3>, e = strided<[2, ?], offset: -4>, f = strided<[]>} : () -> ()
  %0 = "x.t"() : () -> memref<2x2xf32, strided<[?, ?], offset: ?>>
}) : () -> ()

