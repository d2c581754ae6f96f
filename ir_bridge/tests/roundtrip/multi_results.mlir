// Stresses: ops with multiple results (%x:N), uses via %x#i, zero results,
// mixing single and multi-result values, result groups.
func.func @mr() -> (i32, f32) {
  %a:3 = "x.three"() : () -> (i32, f32, i1)
  %b = "x.one"(%a#0, %a#2) : (i32, i1) -> f32
  %c:2 = "x.two"(%b, %a#1) : (f32, f32) -> (i32, f32)
  "x.none"(%c#0, %c#1, %a#0) : (i32, f32, i32) -> ()
  %d:1 = "x.single"() : () -> (i8)
  "x.use"(%d) : (i8) -> ()
  return %c#0, %b : i32, f32
}
