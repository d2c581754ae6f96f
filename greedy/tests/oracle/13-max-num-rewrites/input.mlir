"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    "x.a"() : () -> ()
    "x.a"() : () -> ()
    "x.a"() : () -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

