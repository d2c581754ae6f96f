"builtin.module"() ({
  "func.func"() <{function_type = (i32, i32, i1) -> (i32, i32), sym_name = "f"}> ({
  ^bb0(%arg0: i32, %arg1: i32, %arg2: i1):
    %0 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    "x.use"(%arg0) : (i32) -> ()
    %1 = "arith.addi"(%arg0, %arg1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %2 = "arith.subi"(%0, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "x.use"(%2) : (i32) -> ()
    %3 = "arith.addi"(%1, %1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %4 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %5 = "x.bin"(%arg0, %arg1) : (i32, i32) -> i32
    %6 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %7 = "x.bin"(%arg0, %arg0) : (i32, i32) -> i32
    %8 = "arith.subi"(%5, %3) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %9 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %10 = "arith.subi"(%1, %0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%9, %10) : (i32, i32) -> ()
  }) : () -> ()
}) : () -> ()

