"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    "x.t"() {k = 1 : i32} : () -> ()
    "x.t"() : () -> ()
    "x.u"() {k = 1 : i32} : () -> ()
    "x.v"() {k = 1 : i32} : () -> ()
    "x.v"() {k = 2 : i32} : () -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

