"builtin.module"() ({
  "func.func"() <{function_type = (i32, i32) -> (i32, i32), sym_name = "pairs"}> ({
  ^bb0(%arg0: i32, %arg1: i32):
    %0 = "x.double"(%arg0) : (i32) -> i32
    %1 = "x.single"(%0) : (i32) -> i32
    %2 = "arith.addi"(%1, %arg1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%1, %2) : (i32, i32) -> ()
  }) : () -> ()
}) : () -> ()

