"builtin.module"() <{sym_name = "m", sym_visibility = "private"}> ({
  "x.a"() : () -> ()
}) {x.k = 1 : i64} : () -> ()

