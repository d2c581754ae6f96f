"builtin.module"() ({
  "func.func"() <{function_type = (i32, i32) -> (i32, i32, i32, i32, i32), sym_name = "f"}> ({
  ^bb0(%arg0: i32, %arg1: i32):
    %0 = "rt.mul"(%arg0, %arg0) : (i32, i32) -> i32
    %1 = "rt.mul"(%arg1, %arg1) : (i32, i32) -> i32
    %2 = "rt.neg"(%arg0) : (i32) -> i32
    %3:3 = "rt.headtail"(%arg1) : (i32) -> (i32, i32, i32)
    %4 = "rt.pack"(%3#1, %3#2) : (i32, i32) -> i32
    %5 = "rt.pack"(%3#1, %3#2) : (i32, i32) -> i32
    "func.return"(%0, %1, %2, %4, %5) : (i32, i32, i32, i32, i32) -> ()
  }) : () -> ()
}) : () -> ()

