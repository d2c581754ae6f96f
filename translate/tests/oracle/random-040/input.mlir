"builtin.module"() ({
  "func.func"() <{function_type = (i32, i32) -> (i32, i32), sym_name = "f"}> ({
  ^bb0(%arg0: i32, %arg1: i32):
    "x.sink"(%arg1) : (i32) -> ()
    %0 = "x.d"(%arg0) {k = 2 : i32} : (i32) -> i32
    %1 = "x.q"(%0, %arg1) : (i32, i32) -> i32
    %2 = "x.r"(%1, %1) : (i32, i32) -> i32
    %3 = "x.p"(%0, %2) : (i32, i32) -> i32
    "func.return"(%2, %3) : (i32, i32) -> ()
  }) : () -> ()
}) : () -> ()

