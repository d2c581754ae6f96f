"builtin.module"() ({
  "func.func"() <{function_type = (i32, i32) -> (i32, i32, i32), sym_name = "f"}> ({
  ^bb0(%arg0: i32, %arg1: i32):
    "func.return"(%arg1, %arg0, %arg0) : (i32, i32, i32) -> ()
  }) : () -> ()
}) : () -> ()

