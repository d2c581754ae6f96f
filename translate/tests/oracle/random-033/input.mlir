"builtin.module"() ({
  "func.func"() <{function_type = (i32, i32) -> (i32, i32), sym_name = "f"}> ({
  ^bb0(%arg0: i32, %arg1: i32):
    %0 = "x.c"(%arg0) {mark} : (i32) -> i32
    "x.region"() ({
      %5 = "x.d"(%arg0) : (i32) -> i32
      %6:2 = "x.m"(%5, %5) : (i32, i32) -> (i32, i32)
      %7 = "x.e"(%0) : (i32) -> i32
      "x.sink"(%arg0) : (i32) -> ()
      "x.yield"() : () -> ()
    }) : () -> ()
    %1 = "x.b"(%arg1) : (i32) -> i32
    %2 = "x.a"(%arg1) : (i32) -> i32
    %3 = "x.e"(%arg1) {k = 2 : i32} : (i32) -> i32
    %4 = "x.c"(%1) {mark} : (i32) -> i32
    "func.return"(%3, %4) : (i32, i32) -> ()
  }) : () -> ()
}) : () -> ()

