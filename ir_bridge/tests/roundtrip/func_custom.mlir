// Stresses: func.func custom-form features mapped to generic properties:
// arg_attrs/res_attrs, private declarations, nested visibility, attributes
// dict, multiple results, func.call with multiple results.
func.func private @decl(i32, f32 {x.a = 1}) -> (i64 {x.r})
func.func @withattrs(%arg0: i32 {x.n = "a"}, %arg1: f32) -> (i32, f32) attributes {x.fattr = 5, llvm.emit_c_interface} {
  %0:2 = func.call @multi(%arg0) : (i32) -> (i32, f32)
  return %0#0, %0#1 : i32, f32
}
func.func nested @nest() {
  return
}
func.func @multi(%a: i32) -> (i32, f32) {
  %f = "x.f"() : () -> f32
  return %a, %f : i32, f32
}
