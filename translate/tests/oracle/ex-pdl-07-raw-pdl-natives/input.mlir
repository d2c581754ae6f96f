"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> (), sym_name = "f"}> ({
  ^bb0(%arg0: i32):
    "test.op"() : () -> ()
    "x.rw"(%arg0) : (i32) -> ()
    "test.success_op"() : () -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

