// Stresses: opaque dialect types: pretty form, nested brackets of all kinds,
// quoted strings containing brackets, the !x<"..."> form, and dotted names.
func.func @opq() {
  %0:6 = "x.op"() : () -> (!x.foo, !x.foo<i32>, !x.bar<[1, {a = (2)}], <<>>>, !x.s<"a>b\"c">, !x<"raw body">, !x.a.b.c<1 x 2>)
  "x.t"() {t = !x.foo<"}">, u = !y<"q">, v = tensor<4x!x.elt>} : () -> ()
  return
}
