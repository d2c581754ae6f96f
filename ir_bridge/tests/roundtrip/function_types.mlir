// Stresses: function types as type attrs and SSA types: no args/results, single
// result (no parens), multiple results, function returning function, function arg.
func.func @ft(%f: () -> (), %g: (i32) -> i32, %h: (i32, f32) -> (i1, i2)) {
  "x.t"() {a = () -> (), b = (i32) -> (i64), c = () -> (() -> ()), d = ((i32) -> i1) -> ((f32) -> (f64, f64)), e = (tuple<>) -> none} : () -> ()
  %0 = "x.f"(%f, %g, %h) : (() -> (), (i32) -> i32, (i32, f32) -> (i1, i2)) -> ((i1) -> ((i2) -> i3))
  return
}
