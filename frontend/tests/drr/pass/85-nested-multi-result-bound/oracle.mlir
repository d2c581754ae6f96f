"builtin.module"() ({
  "func.func"() <{function_type = (i32, i32) -> (i32, i32, i32, i32, i32), sym_name = "f"}> ({
  ^bb0(%arg0: i32, %arg1: i32):
    %0:2 = "dt.divrem"(%arg0, %arg1) : (i32, i32) -> (i32, i32)
    %1 = "dt.add"(%0#1, %arg0) : (i32, i32) -> i32
    %2 = "dt.add"(%0#1, %arg0) : (i32, i32) -> i32
    %3:3 = "dt.three"(%arg0) : (i32) -> (i32, i32, i32)
    %4 = "dt.sub"(%3#2, %3#0) : (i32, i32) -> i32
    %5 = "dt.sub"(%3#2, %3#0) : (i32, i32) -> i32
    %6 = "dt.sub"(%3#2, %3#0) : (i32, i32) -> i32
    "func.return"(%1, %2, %4, %5, %6) : (i32, i32, i32, i32, i32) -> ()
  }) : () -> ()
}) : () -> ()

