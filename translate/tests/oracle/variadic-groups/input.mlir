"builtin.module"() ({
  "func.func"() <{function_type = (i32, i32, i64) -> (i32, i32, i32, i32, i32, i32, i64, i32, i32, i32, i64), sym_name = "f"}> ({
  ^bb0(%arg0: i32, %arg1: i32, %arg2: i64):
    %0 = "x.mid"(%arg0, %arg1) : (i32, i32) -> i32
    %1 = "x.mid"(%arg0, %arg1, %arg2) : (i32, i32, i64) -> i32
    %2 = "x.mid"(%arg0) : (i32) -> i32
    %3 = "x.tail"(%arg0, %arg1, %arg2) : (i32, i32, i64) -> i32
    %4 = "x.tail"(%arg0) : (i32) -> i32
    %5 = "x.two"(%arg0, %arg1) : (i32, i32) -> i32
    %6:3 = "x.res"() : () -> (i32, i64, i32)
    %7:2 = "x.typed"(%arg0, %arg1) : (i32, i32) -> (i32, i32)
    %8:2 = "x.typed"(%arg0, %arg2) : (i32, i64) -> (i32, i32)
    "func.return"(%0, %1, %2, %3, %4, %5, %6#1, %7#0, %7#1, %8#0, %arg2) : (i32, i32, i32, i32, i32, i32, i64, i32, i32, i32, i64) -> ()
  }) : () -> ()
}) : () -> ()

