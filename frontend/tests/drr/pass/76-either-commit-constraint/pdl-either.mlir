"builtin.module"() ({
  "func.func"() <{function_type = (i32, i32) -> (i32, i32, i32), sym_name = "f"}> ({
  ^bb0(%arg0: i32, %arg1: i32):
    %0 = "dt.const"() <{value = 4 : i32}> : () -> i32
    %1 = "dt.neg"(%arg1) : (i32) -> i32
    %2 = "dt.sub"(%arg0, %0) : (i32, i32) -> i32
    %3 = "dt.sub"(%1, %0) : (i32, i32) -> i32
    %4 = "dt.sub"(%arg0, %0) : (i32, i32) -> i32
    "func.return"(%2, %3, %4) : (i32, i32, i32) -> ()
  }) : () -> ()
}) : () -> ()

