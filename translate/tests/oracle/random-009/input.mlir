"builtin.module"() ({
  "func.func"() <{function_type = (i32, i32) -> (i32, i32), sym_name = "f"}> ({
  ^bb0(%arg0: i32, %arg1: i32):
    "x.sink"(%arg0) : (i32) -> ()
    %0 = "x.r"(%arg0, %arg1) {mark} : (i32, i32) -> i32
    %1 = "x.d"(%arg0) {k = 2 : i32} : (i32) -> i32
    %2 = "x.d"(%0) : (i32) -> i32
    %3 = "x.e"(%arg0) {k = 1 : i32} : (i32) -> i32
    %4:2 = "x.m"(%3, %0) : (i32, i32) -> (i32, i32)
    "func.return"(%4#0, %4#1) : (i32, i32) -> ()
  }) : () -> ()
}) : () -> ()

