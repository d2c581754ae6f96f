// Stresses: explicit named module with attributes in custom form: how
// `module @name attributes {...}` becomes generic (sym_name property vs attrs).
module @named attributes {x.z = 1 : i32, x.a = "s", x.u = unit} {
  "x.op"() : () -> ()
}
