// Stresses: memref memory spaces (integer, explicit typed integer, string,
// dictionary, opaque attr), layout + space, and unranked memrefs with space. (Opaque #x attrs are rejected as memory spaces.)
func.func @spaces(%a: memref<4xf32, 1>, %b: memref<4xf32, 0>, %c: memref<4xf32, "shared">,
                  %d: memref<4xf32, strided<[2]>, 3>, %e: memref<*xf32>, %f: memref<*xf32, 2>,
                  %h: memref<2xf32, 4 : i32>, %i: memref<2xf32, {s = 1}>) {
  "x.use"(%a, %b, %c, %d, %e, %f, %h, %i) : (memref<4xf32, 1>, memref<4xf32, 0>, memref<4xf32, "shared">, memref<4xf32, strided<[2]>, 3>, memref<*xf32>, memref<*xf32, 2>, memref<2xf32, 4 : i32>, memref<2xf32, {s = 1}>) -> ()
  return
}
