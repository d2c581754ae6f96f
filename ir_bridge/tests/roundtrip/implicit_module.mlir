// Stresses: the implicit top-level module: several top-level ops without a
// module get wrapped in "builtin.module"() ({...}) with no attributes.
%0 = "x.a"() : () -> i32
"x.b"(%0) : (i32) -> ()
func.func @f() {
  return
}
