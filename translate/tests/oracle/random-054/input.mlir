"builtin.module"() ({
  "func.func"() <{function_type = (i32, i32) -> (i32, i32), sym_name = "f"}> ({
  ^bb0(%arg0: i32, %arg1: i32):
    %0 = "x.q"(%arg0, %arg1) : (i32, i32) -> i32
    "x.sink"(%arg0) : (i32) -> ()
    %1 = "x.d"(%arg1) {k = 1 : i32} : (i32) -> i32
    %2 = "x.e"(%arg0) : (i32) -> i32
    %3 = "x.d"(%arg1) : (i32) -> i32
    %4 = "x.l"() : () -> i32
    %5 = "x.r"(%arg1, %4) {mark} : (i32, i32) -> i32
    "func.return"(%4, %5) : (i32, i32) -> ()
  }) : () -> ()
}) : () -> ()

