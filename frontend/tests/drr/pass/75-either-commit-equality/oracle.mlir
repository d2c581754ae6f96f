"builtin.module"() ({
  "func.func"() <{function_type = (i32, i32) -> (i32, i32, i32), sym_name = "f"}> ({
  ^bb0(%arg0: i32, %arg1: i32):
    %0 = "dt.sub"(%arg0, %arg0) : (i32, i32) -> i32
    %1 = "dt.sub"(%arg0, %arg0) : (i32, i32) -> i32
    %2 = "dt.neg"(%arg1) : (i32) -> i32
    %3 = "dt.neg"(%2) : (i32) -> i32
    %4 = "dt.add"(%3, %2) : (i32, i32) -> i32
    "func.return"(%0, %1, %4) : (i32, i32, i32) -> ()
  }) : () -> ()
}) : () -> ()

