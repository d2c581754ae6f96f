"builtin.module"() <{sym_name = "named"}> ({
  "x.op"() : () -> ()
}) {x.a = "s", x.u, x.z = 1 : i32} : () -> ()

