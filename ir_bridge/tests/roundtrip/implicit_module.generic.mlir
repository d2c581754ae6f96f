"builtin.module"() ({
  %0 = "x.a"() : () -> i32
  "x.b"(%0) : (i32) -> ()
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

