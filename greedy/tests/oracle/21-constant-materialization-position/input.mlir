"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> (i32, i32), sym_name = "f"}> ({
  ^bb0(%arg0: i32):
    %0 = "x.op"(%arg0) : (i32) -> i32
    %1 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    %2 = "arith.constant"() <{value = 3 : i32}> : () -> i32
    %3 = "x.op2"(%0) : (i32) -> i32
    %4 = "arith.addi"(%1, %2) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%3, %4) : (i32, i32) -> ()
  }) : () -> ()
}) : () -> ()

