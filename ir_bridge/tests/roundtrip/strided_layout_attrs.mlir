// Stresses: strided<> layout attrs used standalone as attributes and inside
// memref types: dynamic strides/offsets, offset 0 elision, 0-d strided.
"x.s"() {a = strided<[4, 1]>, b = strided<[?, 1], offset: ?>, c = strided<[1], offset: 0>, d = strided<[], offset: 3>, e = strided<[2, ?], offset: -4>, f = strided<[]>} : () -> ()
"x.t"() : () -> (memref<2x2xf32, strided<[?, ?], offset: ?>>)
