"builtin.module"() ({
  "func.func"() <{function_type = (i32, i32) -> (i32, i32, i32, i32), sym_name = "f"}> ({
  ^bb0(%arg0: i32, %arg1: i32):
    %0 = "x.const"() {value = 3 : i32} : () -> i32
    %1 = "x.mul"(%arg0, %arg1) : (i32, i32) -> i32
    %2 = "x.mul"(%arg0, %0) : (i32, i32) -> i32
    %3 = "x.mul"(%arg0, %arg0) : (i32, i32) -> i32
    %4 = "x.mul"(%0, %0) : (i32, i32) -> i32
    "func.return"(%1, %2, %3, %4) : (i32, i32, i32, i32) -> ()
  }) : () -> ()
}) : () -> ()

