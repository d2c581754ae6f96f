"builtin.module"() ({
  "func.func"() <{function_type = (i1, i1, i1) -> (i1, i1, i1), sym_name = "f"}> ({
  ^bb0(%arg0: i1, %arg1: i1, %arg2: i1):
    %0 = "arith.muli"(%arg1, %arg1) <{overflowFlags = #arith.overflow<none>}> : (i1, i1) -> i1
    %1 = "arith.divsi"(%0, %arg1) : (i1, i1) -> i1
    %2 = "arith.constant"() <{value = false}> : () -> i1
    %3 = "arith.shrui"(%arg2, %2) : (i1, i1) -> i1
    %4 = "arith.remui"(%2, %2) : (i1, i1) -> i1
    %5 = "arith.muli"(%2, %arg0) <{overflowFlags = #arith.overflow<nsw>}> : (i1, i1) -> i1
    %6 = "arith.divui"(%5, %2) : (i1, i1) -> i1
    %7 = "arith.constant"() <{value = true}> : () -> i1
    %8 = "arith.subi"(%2, %2) <{overflowFlags = #arith.overflow<none>}> : (i1, i1) -> i1
    %9 = "arith.addi"(%2, %8) <{overflowFlags = #arith.overflow<none>}> : (i1, i1) -> i1
    %10 = "arith.muli"(%2, %6) <{overflowFlags = #arith.overflow<none>}> : (i1, i1) -> i1
    "x.use"(%arg2) : (i1) -> ()
    %11 = "arith.addi"(%2, %6) <{overflowFlags = #arith.overflow<none>}> : (i1, i1) -> i1
    "x.use"(%10) : (i1) -> ()
    "x.use"(%8) : (i1) -> ()
    %12 = "arith.subi"(%7, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i1, i1) -> i1
    %13 = "arith.addi"(%12, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i1, i1) -> i1
    %14 = "x.f"(%13) : (i1) -> i1
    "func.return"(%13, %14, %14) : (i1, i1, i1) -> ()
  }) : () -> ()
}) : () -> ()

