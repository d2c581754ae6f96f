"builtin.module"() ({
  "func.func"() <{function_type = (i32, i32) -> (i32, i32), sym_name = "f"}> ({
  ^bb0(%arg0: i32, %arg1: i32):
    "x.region"() ({
      %7 = "x.p"(%arg0, %arg0) : (i32, i32) -> i32
      "x.yield"() : () -> ()
    }) : () -> ()
    %0 = "x.d"(%arg0) : (i32) -> i32
    %1:2 = "x.m"(%arg0, %arg1) : (i32, i32) -> (i32, i32)
    "x.sink"(%1#1) : (i32) -> ()
    %2 = "x.c"(%0) {k = 0 : i32} : (i32) -> i32
    %3 = "x.d"(%2) : (i32) -> i32
    %4 = "x.b"(%0) : (i32) -> i32
    %5 = "x.wide"() : () -> i64
    %6 = "x.a"(%5) : (i64) -> i64
    "func.return"(%3, %4) : (i32, i32) -> ()
  }) : () -> ()
}) : () -> ()

