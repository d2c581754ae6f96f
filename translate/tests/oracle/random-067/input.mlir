"builtin.module"() ({
  "func.func"() <{function_type = (i32, i32) -> (i32, i32), sym_name = "f"}> ({
  ^bb0(%arg0: i32, %arg1: i32):
    %0 = "x.a"(%arg1) : (i32) -> i32
    %1 = "x.d"(%arg1) : (i32) -> i32
    "x.region"() ({
      %8:2 = "x.m"(%arg0, %arg1) : (i32, i32) -> (i32, i32)
      %9 = "x.d"(%0) : (i32) -> i32
      "x.yield"() : () -> ()
    }) : () -> ()
    %2 = "x.c"(%1) : (i32) -> i32
    %3 = "x.p"(%arg0, %arg0) : (i32, i32) -> i32
    %4:2 = "x.m"(%arg1, %arg0) : (i32, i32) -> (i32, i32)
    %5 = "x.p"(%arg0, %arg0) {mark} : (i32, i32) -> i32
    %6 = "x.wide"() : () -> i64
    %7 = "x.a"(%6) : (i64) -> i64
    "func.return"(%4#1, %5) : (i32, i32) -> ()
  }) : () -> ()
}) : () -> ()

