"builtin.module"() ({
  "func.func"() <{function_type = (i32, i32) -> (i32, i32), sym_name = "f"}> ({
  ^bb0(%arg0: i32, %arg1: i32):
    %0 = "x.a"(%arg0) : (i32) -> i32
    %1 = "x.p"(%arg0, %arg1) : (i32, i32) -> i32
    %2 = "x.c"(%arg1) : (i32) -> i32
    %3:2 = "x.m"(%arg1, %arg0) : (i32, i32) -> (i32, i32)
    %4 = "x.e"(%3#0) : (i32) -> i32
    "func.return"(%3#1, %4) : (i32, i32) -> ()
  }) : () -> ()
}) : () -> ()

