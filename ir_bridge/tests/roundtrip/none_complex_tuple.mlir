// Stresses: none type, complex of int/float, tuples (empty, nested), and the
// same types as type attributes.
func.func @nct(%a: none, %b: complex<f32>, %c: complex<i16>, %d: tuple<>, %e: tuple<i32, tuple<f32, none>>) {
  %0 = "x.op"(%a, %b, %c, %d, %e) : (none, complex<f32>, complex<i16>, tuple<>, tuple<i32, tuple<f32, none>>) -> tuple<complex<f64>>
  "x.t"() {t1 = none, t2 = complex<bf16>, t3 = tuple<i1, i2>} : () -> ()
  return
}
