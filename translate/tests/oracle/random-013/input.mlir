"builtin.module"() ({
  "func.func"() <{function_type = (i32, i32) -> (i32, i32), sym_name = "f"}> ({
  ^bb0(%arg0: i32, %arg1: i32):
    %0 = "x.c"(%arg0) {k = 2 : i32} : (i32) -> i32
    %1 = "x.b"(%arg1) : (i32) -> i32
    %2 = "x.e"(%0) : (i32) -> i32
    %3 = "x.b"(%arg1) : (i32) -> i32
    %4 = "x.l"() : () -> i32
    "func.return"(%3, %4) : (i32, i32) -> ()
  }) : () -> ()
}) : () -> ()

