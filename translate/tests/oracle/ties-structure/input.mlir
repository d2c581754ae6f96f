"builtin.module"() ({
  "func.func"() <{function_type = (i32, i64) -> (), sym_name = "f"}> ({
  ^bb0(%arg0: i32, %arg1: i64):
    %0 = "x.c"() : () -> i32
    "x.t"(%0) : (i32) -> ()
    "x.t"(%arg0) : (i32) -> ()
    "x.t"(%arg1) : (i64) -> ()
    "x.t"(%arg0, %arg0) : (i32, i32) -> ()
    "x.w"(%arg0, %arg0) : (i32, i32) -> ()
    "x.w"(%arg0, %0) : (i32, i32) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

