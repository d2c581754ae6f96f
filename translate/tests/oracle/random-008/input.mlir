"builtin.module"() ({
  "func.func"() <{function_type = (i32, i32) -> (i32, i32), sym_name = "f"}> ({
  ^bb0(%arg0: i32, %arg1: i32):
    %0 = "x.d"(%arg1) : (i32) -> i32
    %1 = "x.r"(%0, %0) : (i32, i32) -> i32
    %2 = "x.l"() : () -> i32
    %3 = "x.e"(%2) {k = 1 : i32} : (i32) -> i32
    %4 = "x.wide"() : () -> i64
    %5 = "x.a"(%4) : (i64) -> i64
    "func.return"(%2, %3) : (i32, i32) -> ()
  }) : () -> ()
}) : () -> ()

