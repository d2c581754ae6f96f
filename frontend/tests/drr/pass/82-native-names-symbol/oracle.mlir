"builtin.module"() ({
  "func.func"() <{function_type = (i32, i32, i32) -> (), sym_name = "f"}> ({
  ^bb0(%arg0: i32, %arg1: i32, %arg2: i32):
    %0 = "dt.add"(%arg0, %arg1) : (i32, i32) -> i32
    "dt.print"(%0) : (i32) -> ()
    %1 = "dt.const"() <{value = 6 : i32}> : () -> i32
    "dt.print"(%1) : (i32) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

