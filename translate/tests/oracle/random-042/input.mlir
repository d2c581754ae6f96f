"builtin.module"() ({
  "func.func"() <{function_type = (i32, i32) -> (i32, i32), sym_name = "f"}> ({
  ^bb0(%arg0: i32, %arg1: i32):
    "x.region"() ({
      "x.sink"(%arg1) : (i32) -> ()
      %8 = "x.e"(%arg1) : (i32) -> i32
      %9 = "x.a"(%arg0) {k = 0 : i32} : (i32) -> i32
      "x.yield"() : () -> ()
    }) : () -> ()
    "x.sink"(%arg1) : (i32) -> ()
    %0:2 = "x.m"(%arg1, %arg1) : (i32, i32) -> (i32, i32)
    %1:2 = "x.m"(%0#1, %arg0) : (i32, i32) -> (i32, i32)
    %2 = "x.l"() : () -> i32
    %3 = "x.a"(%1#1) : (i32) -> i32
    "x.region"() ({
      %7 = "x.k"() : () -> i32
      "x.yield"() : () -> ()
    }) : () -> ()
    %4 = "x.q"(%arg0, %3) : (i32, i32) -> i32
    %5 = "x.e"(%2) : (i32) -> i32
    %6 = "x.e"(%arg1) : (i32) -> i32
    "func.return"(%5, %6) : (i32, i32) -> ()
  }) : () -> ()
}) : () -> ()

