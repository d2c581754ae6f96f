"builtin.module"() ({
  "func.func"() <{function_type = (i32, i32) -> (i32, i32), sym_name = "f"}> ({
  ^bb0(%arg0: i32, %arg1: i32):
    "x.region"() ({
      %6 = "x.d"(%arg1) {k = 0 : i32} : (i32) -> i32
      "x.region"() ({
        %9 = "x.a"(%arg0) : (i32) -> i32
        "x.yield"() : () -> ()
      }) : () -> ()
      %7 = "x.a"(%arg1) {mark} : (i32) -> i32
      %8 = "x.a"(%7) {k = 0 : i32} : (i32) -> i32
      "x.yield"() : () -> ()
    }) : () -> ()
    "x.sink"(%arg1) : (i32) -> ()
    %0 = "x.e"(%arg0) {mark} : (i32) -> i32
    %1:2 = "x.m"(%0, %0) : (i32, i32) -> (i32, i32)
    %2 = "x.p"(%arg1, %1#1) : (i32, i32) -> i32
    %3 = "x.a"(%arg0) : (i32) -> i32
    %4 = "x.c"(%3) : (i32) -> i32
    %5 = "x.e"(%1#0) : (i32) -> i32
    "func.return"(%4, %5) : (i32, i32) -> ()
  }) : () -> ()
}) : () -> ()

