"builtin.module"() ({
  "func.func"() <{function_type = (i32, i32) -> (i32, i32), sym_name = "f"}> ({
  ^bb0(%arg0: i32, %arg1: i32):
    %0 = "x.c"(%arg1) : (i32) -> i32
    %1 = "x.b"(%0) {k = 2 : i32} : (i32) -> i32
    "x.sink"(%0) : (i32) -> ()
    %2 = "x.a"(%arg1) {mark} : (i32) -> i32
    %3 = "x.c"(%2) {k = 0 : i32} : (i32) -> i32
    "func.return"(%2, %3) : (i32, i32) -> ()
  }) : () -> ()
}) : () -> ()

