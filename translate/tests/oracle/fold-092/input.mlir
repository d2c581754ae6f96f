"builtin.module"() ({
  "func.func"() <{function_type = (i64, i64, i1) -> (i64, i64, i1), sym_name = "f"}> ({
  ^bb0(%arg0: i64, %arg1: i64, %arg2: i1):
    %0 = "arith.shli"(%arg1, %arg1) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
    %1 = "arith.subi"(%arg1, %0) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
    %2 = "arith.addi"(%1, %0) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
    %3 = "arith.remsi"(%2, %arg0) : (i64, i64) -> i64
    %4 = "arith.floordivsi"(%arg1, %arg1) : (i64, i64) -> i64
    %5 = "arith.constant"() <{value = 7 : i64}> : () -> i64
    %6 = "arith.muli"(%5, %2) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
    %7 = "x.g"(%5, %6) : (i64, i64) -> i1
    %8 = "arith.muli"(%5, %2) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
    %9 = "arith.cmpi"(%3, %5) <{predicate = 0 : i64}> : (i64, i64) -> i1
    %10 = "arith.select"(%9, %3, %5) : (i1, i64, i64) -> i64
    %11 = "arith.addi"(%5, %5) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
    %12 = "arith.subi"(%11, %5) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
    %13 = "arith.addi"(%5, %6) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
    "func.return"(%12, %13, %9) : (i64, i64, i1) -> ()
  }) : () -> ()
}) : () -> ()

