"builtin.module"() ({
  "builtin.module"() <{sym_name = "sub"}> ({
    "x.in"() : () -> ()
  }) {x.c = 3 : i64} : () -> ()
  "x.after"() : () -> ()
}) {x.b = [1, 2], x.flag} : () -> ()

