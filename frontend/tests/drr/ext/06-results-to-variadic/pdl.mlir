"builtin.module"() ({
  "func.func"() <{function_type = (i32, i32) -> (i32, i32), sym_name = "f"}> ({
  ^bb0(%arg0: i32, %arg1: i32):
    %0:2 = "rt.divrem"(%arg0, %arg1) : (i32, i32) -> (i32, i32)
    %1 = "rt.pack"(%0#0, %0#1) : (i32, i32) -> i32
    %2:3 = "rt.split"(%arg0) : (i32) -> (i32, i32, i32)
    %3:2 = "rt.headtail"(%arg1) : (i32) -> (i32, i32)
    %4 = "rt.pack"(%arg1, %2#0, %2#1, %2#2, %3#0, %3#1) : (i32, i32, i32, i32, i32, i32) -> i32
    "func.return"(%1, %4) : (i32, i32) -> ()
  }) : () -> ()
}) : () -> ()

