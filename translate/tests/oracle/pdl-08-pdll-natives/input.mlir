"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    "test.op"() : () -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

