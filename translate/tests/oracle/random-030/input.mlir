"builtin.module"() ({
  "func.func"() <{function_type = (i32, i32) -> (i32, i32), sym_name = "f"}> ({
  ^bb0(%arg0: i32, %arg1: i32):
    %0 = "x.d"(%arg0) : (i32) -> i32
    "x.region"() ({
      "x.sink"(%0) : (i32) -> ()
      "x.sink"(%arg1) : (i32) -> ()
      %10 = "x.a"(%arg1) {mark} : (i32) -> i32
      %11 = "x.d"(%arg0) : (i32) -> i32
      "x.yield"() : () -> ()
    }) : () -> ()
    "x.region"() ({
      "x.region"() ({
        "x.sink"(%arg1) : (i32) -> ()
        %8 = "x.q"(%arg0, %0) : (i32, i32) -> i32
        %9 = "x.e"(%arg1) {mark} : (i32) -> i32
        "x.sink"(%0) : (i32) -> ()
        "x.yield"() : () -> ()
      }) : () -> ()
      "x.sink"(%arg1) : (i32) -> ()
      "x.yield"() : () -> ()
    }) : () -> ()
    %1 = "x.d"(%arg1) {k = 1 : i32} : (i32) -> i32
    "x.sink"(%0) : (i32) -> ()
    %2:2 = "x.m"(%arg0, %arg1) : (i32, i32) -> (i32, i32)
    %3 = "x.l"() : () -> i32
    "x.region"() ({
      %4:2 = "x.m"(%arg1, %0) : (i32, i32) -> (i32, i32)
      %5 = "x.c"(%1) : (i32) -> i32
      %6 = "x.d"(%arg1) : (i32) -> i32
      %7 = "x.k"() : () -> i32
      "x.yield"() : () -> ()
    }) : () -> ()
    "x.sink"(%arg1) : (i32) -> ()
    "func.return"(%2#1, %3) : (i32, i32) -> ()
  }) : () -> ()
}) : () -> ()

