"builtin.module"() ({
  "func.func"() <{function_type = (i32, i32, i1) -> (i32, i32), sym_name = "f"}> ({
  ^bb0(%arg0: i32, %arg1: i32, %arg2: i1):
    %0 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    %1 = "arith.muli"(%arg0, %arg1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %2 = "x.b"(%0) : (i32) -> i32
    %3 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %4 = "x.bin"(%arg1, %arg1) : (i32, i32) -> i32
    %5 = "x.bin"(%arg0, %3) : (i32, i32) -> i32
    %6 = "arith.constant"() <{value = 3 : i32}> : () -> i32
    "func.return"(%5, %6) : (i32, i32) -> ()
  }) : () -> ()
}) : () -> ()

