"builtin.module"() ({
  "func.func"() <{function_type = (i32, i32) -> (i32, i32), sym_name = "f"}> ({
  ^bb0(%arg0: i32, %arg1: i32):
    %0 = "x.a"(%arg0) : (i32) -> i32
    "x.region"() ({
      %7 = "x.b"(%0) : (i32) -> i32
      %8 = "x.q"(%0, %arg0) : (i32, i32) -> i32
      "x.yield"() : () -> ()
    }) : () -> ()
    %1 = "x.r"(%arg0, %arg0) : (i32, i32) -> i32
    %2 = "x.r"(%0, %0) : (i32, i32) -> i32
    %3:2 = "x.m"(%1, %arg0) : (i32, i32) -> (i32, i32)
    %4 = "x.c"(%3#1) {mark} : (i32) -> i32
    %5 = "x.e"(%arg1) {mark} : (i32) -> i32
    %6 = "x.q"(%1, %2) : (i32, i32) -> i32
    "func.return"(%5, %6) : (i32, i32) -> ()
  }) : () -> ()
}) : () -> ()

