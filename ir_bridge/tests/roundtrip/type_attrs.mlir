// Stresses: TypeAttr values of every shape in attr position (a type where an
// attribute is expected), incl. types that look like attributes, inside arrays.
"x.t"() {a = i32, b = index, c = f32, d = memref<?xf32, 1>, e = tensor<*xi8>, f = !x.ty<1>, g = [i1, none, complex<f64>],
         h = (i32) -> (), i = vector<[4]xf32>, j = tuple<>, k = {inner = ui8}, l = memref<*xf32, 3>, m = tensor<2x?xf32, "e">} : () -> ()
