// Stresses: properties <{...}> on unregistered ops (stored as a dict attr):
// key ordering, i64/f64 elision inside properties, properties + discardable
// attrs + regions + successors together, empty properties.
func.func @props() {
  "x.p"() <{zz = 1, aa = 2.0, mm = "s", nested = {b = 1, a = 2}, unitp}> {z = 3, a = 4} : () -> ()
  "x.empty"() <{}> : () -> ()
  %0 = "x.r"() <{k = [1, 2]}> ({
    "x.y"() : () -> ()
  }) {d = 1 : i8} : () -> i32
  cf.br ^bb1
^bb1:
  "x.t"(%0)[^bb2] <{p = 1 : i32}> {q} : (i32) -> ()
^bb2:
  return
}
