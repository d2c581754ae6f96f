"builtin.module"() ({
  "func.func"() <{function_type = (i32, i32) -> i32, sym_name = "f"}> ({
  ^bb0(%arg0: i32, %arg1: i32):
    %0 = "dt.const"() <{value = 3 : i32}> : () -> i32
    %1 = "dt.add"(%arg0, %0) : (i32, i32) -> i32
    %2 = "dt.const"() <{value = 6 : i32}> : () -> i32
    %3 = "dt.mul"(%1, %2) : (i32, i32) -> i32
    "func.return"(%3) : (i32) -> ()
  }) : () -> ()
}) : () -> ()

