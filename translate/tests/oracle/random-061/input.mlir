"builtin.module"() ({
  "func.func"() <{function_type = (i32, i32) -> (i32, i32), sym_name = "f"}> ({
  ^bb0(%arg0: i32, %arg1: i32):
    %0 = "x.r"(%arg0, %arg1) : (i32, i32) -> i32
    %1 = "x.b"(%arg1) {mark} : (i32) -> i32
    %2 = "x.d"(%arg0) : (i32) -> i32
    %3 = "x.k"() : () -> i32
    %4 = "x.q"(%1, %arg0) : (i32, i32) -> i32
    %5 = "x.l"() : () -> i32
    %6 = "x.c"(%3) : (i32) -> i32
    "func.return"(%5, %6) : (i32, i32) -> ()
  }) : () -> ()
}) : () -> ()

