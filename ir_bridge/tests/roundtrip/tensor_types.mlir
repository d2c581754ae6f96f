// Stresses: ranked/unranked tensors, dynamic dims, 0-d, zero-size dims,
// encodings (string, integer, dictionary, opaque attr).
func.func @ten(%a: tensor<f32>, %b: tensor<?x4x?xi8>, %c: tensor<*xf64>, %d: tensor<0x3xi1>, %e: tensor<4xf32, "enc">) {
  %0 = "x.t"(%a, %b, %c, %d, %e) : (tensor<f32>, tensor<?x4x?xi8>, tensor<*xf64>, tensor<0x3xi1>, tensor<4xf32, "enc">) -> tensor<2x2xi32, 7 : i64>
  %1 = "x.u"() : () -> tensor<8xf32, {a = 1 : i32}>
  %2 = "x.w"() : () -> tensor<8x!x.elt>
  %3 = "x.o"() : () -> tensor<3xcomplex<f32>, #x.enc<"z">>
  return
}
