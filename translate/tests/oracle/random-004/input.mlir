"builtin.module"() ({
  "func.func"() <{function_type = (i32, i32) -> (i32, i32), sym_name = "f"}> ({
  ^bb0(%arg0: i32, %arg1: i32):
    %0 = "x.k"() : () -> i32
    %1 = "x.c"(%arg1) {k = 2 : i32} : (i32) -> i32
    %2 = "x.e"(%0) : (i32) -> i32
    %3 = "x.q"(%2, %2) : (i32, i32) -> i32
    "x.sink"(%0) : (i32) -> ()
    %4 = "x.wide"() : () -> i64
    %5 = "x.a"(%4) : (i64) -> i64
    "func.return"(%2, %3) : (i32, i32) -> ()
  }) : () -> ()
}) : () -> ()

