"builtin.module"() ({
  "func.func"() <{function_type = (i32, i32) -> (i32, i32), sym_name = "f"}> ({
  ^bb0(%arg0: i32, %arg1: i32):
    "x.sink"(%arg0) : (i32) -> ()
    %0 = "x.c"(%arg0) {mark} : (i32) -> i32
    %1 = "x.e"(%0) {mark} : (i32) -> i32
    %2 = "x.b"(%0) : (i32) -> i32
    "func.return"(%1, %2) : (i32, i32) -> ()
  }) : () -> ()
}) : () -> ()

