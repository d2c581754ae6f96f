"builtin.module"() ({
  "func.func"() <{function_type = (i32, i32, i32, i32) -> i32, sym_name = "f"}> ({
  ^bb0(%arg0: i32, %arg1: i32, %arg2: i32, %arg3: i32):
    %0 = "dt.neg"(%arg3) : (i32) -> i32
    %1 = "dt.mul"(%arg2, %0) : (i32, i32) -> i32
    %2 = "dt.sub"(%arg1, %arg0) : (i32, i32) -> i32
    %3 = "dt.sub"(%2, %1) : (i32, i32) -> i32
    "func.return"(%3) : (i32) -> ()
  }) : () -> ()
}) : () -> ()

