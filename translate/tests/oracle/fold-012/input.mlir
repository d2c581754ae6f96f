"builtin.module"() ({
  "func.func"() <{function_type = (i32, i32, i1) -> (i32, i32, i1), sym_name = "f"}> ({
  ^bb0(%arg0: i32, %arg1: i32, %arg2: i1):
    %0 = "arith.subi"(%arg1, %arg1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "x.use"(%arg1) : (i32) -> ()
    %1 = "arith.constant"() <{value = -1 : i32}> : () -> i32
    %2 = "arith.xori"(%arg1, %1) : (i32, i32) -> i32
    %3 = "arith.ori"(%2, %arg1) : (i32, i32) -> i32
    %4 = "arith.constant"() <{value = 32 : i32}> : () -> i32
    %5 = "arith.extsi"(%1) : (i32) -> i64
    %6 = "arith.trunci"(%5) <{overflowFlags = #arith.overflow<none>}> : (i64) -> i32
    %7 = "arith.constant"() <{value = 2147483647 : i32}> : () -> i32
    %8 = "arith.ori"(%2, %7) : (i32, i32) -> i32
    %9 = "arith.constant"() <{value = 31 : i32}> : () -> i32
    %10 = "arith.muli"(%7, %4) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %11 = "arith.divsi"(%10, %7) : (i32, i32) -> i32
    %12 = "arith.constant"() <{value = -2147483647 : i32}> : () -> i32
    %13 = "arith.subi"(%1, %1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%12, %13, %arg2) : (i32, i32, i1) -> ()
  }) : () -> ()
}) : () -> ()

