"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    "x.t"() {k = 1 : i32} : () -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

