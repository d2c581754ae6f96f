"builtin.module"() ({
  "func.func"() <{function_type = (i32, i32) -> (i32, i32), sym_name = "f"}> ({
  ^bb0(%arg0: i32, %arg1: i32):
    "x.sink"(%arg1) : (i32) -> ()
    "x.region"() ({
      %8:2 = "x.m"(%arg1, %arg1) : (i32, i32) -> (i32, i32)
      "x.sink"(%8#1) : (i32) -> ()
      %9:2 = "x.m"(%arg1, %arg1) : (i32, i32) -> (i32, i32)
      "x.yield"() : () -> ()
    }) : () -> ()
    %0 = "x.e"(%arg0) {k = 2 : i32} : (i32) -> i32
    %1 = "x.r"(%arg0, %arg1) : (i32, i32) -> i32
    %2 = "x.c"(%1) : (i32) -> i32
    %3 = "x.c"(%1) : (i32) -> i32
    %4 = "x.a"(%0) : (i32) -> i32
    "x.region"() ({
      %6 = "x.a"(%arg1) : (i32) -> i32
      %7 = "x.p"(%4, %arg0) : (i32, i32) -> i32
      "x.yield"() : () -> ()
    }) : () -> ()
    %5 = "x.d"(%4) {mark} : (i32) -> i32
    "func.return"(%4, %5) : (i32, i32) -> ()
  }) : () -> ()
}) : () -> ()

