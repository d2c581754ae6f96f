"builtin.module"() ({
  "func.func"() <{function_type = (i32, i32) -> (i32, i32), sym_name = "f"}> ({
  ^bb0(%arg0: i32, %arg1: i32):
    %0 = "x.d"(%arg1) {mark} : (i32) -> i32
    %1 = "x.r"(%arg1, %arg1) : (i32, i32) -> i32
    %2 = "x.l"() : () -> i32
    "x.sink"(%1) : (i32) -> ()
    %3 = "x.q"(%2, %1) : (i32, i32) -> i32
    %4 = "x.d"(%2) {k = 2 : i32} : (i32) -> i32
    "func.return"(%3, %4) : (i32, i32) -> ()
  }) : () -> ()
}) : () -> ()

