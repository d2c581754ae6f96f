"builtin.module"() ({
  "func.func"() <{function_type = (i32, i32) -> (i32, i32), sym_name = "f"}> ({
  ^bb0(%arg0: i32, %arg1: i32):
    %0 = "x.p"(%arg1, %arg0) : (i32, i32) -> i32
    "x.region"() ({
      %4 = "x.l"() : () -> i32
      "x.yield"() : () -> ()
    }) : () -> ()
    %1 = "x.e"(%arg0) : (i32) -> i32
    %2 = "x.e"(%arg0) : (i32) -> i32
    "x.sink"(%arg1) : (i32) -> ()
    %3 = "x.r"(%arg0, %1) : (i32, i32) -> i32
    "func.return"(%2, %3) : (i32, i32) -> ()
  }) : () -> ()
}) : () -> ()

