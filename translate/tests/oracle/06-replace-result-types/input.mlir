"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> (i32, i64, i32, i32), sym_name = "f"}> ({
  ^bb0(%arg0: i32):
    %0:2 = "x.a"(%arg0) : (i32) -> (i32, i64)
    %1 = "x.b"(%arg0) : (i32) -> i32
    %2 = "x.c"(%arg0) : (i32) -> i32
    "func.return"(%0#0, %0#1, %1, %2) : (i32, i64, i32, i32) -> ()
  }) : () -> ()
}) : () -> ()

