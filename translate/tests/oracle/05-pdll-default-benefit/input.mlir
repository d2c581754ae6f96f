"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    "x.a"() : () -> ()
    "x.b"() : () -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

