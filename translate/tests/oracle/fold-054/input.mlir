"builtin.module"() ({
  "func.func"() <{function_type = (index, index, i1) -> (index, index, i1), sym_name = "f"}> ({
  ^bb0(%arg0: index, %arg1: index, %arg2: i1):
    %0 = "arith.cmpi"(%arg1, %arg1) <{predicate = 1 : i64}> : (index, index) -> i1
    %1 = "arith.select"(%0, %arg1, %arg1) : (i1, index, index) -> index
    %2 = "arith.muli"(%arg0, %1) <{overflowFlags = #arith.overflow<nsw>}> : (index, index) -> index
    %3 = "arith.divui"(%2, %arg0) : (index, index) -> index
    %4 = "x.g"(%3, %2) : (index, index) -> i1
    %5 = "arith.ceildivsi"(%1, %3) : (index, index) -> index
    %6 = "arith.addi"(%2, %3) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %7 = "arith.subi"(%6, %2) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %8 = "arith.select"(%arg2, %5, %arg0) : (i1, index, index) -> index
    %9 = "arith.subi"(%arg0, %1) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %10 = "arith.shli"(%1, %arg1) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %11 = "arith.muli"(%10, %10) <{overflowFlags = #arith.overflow<nsw, nuw>}> : (index, index) -> index
    %12 = "arith.divsi"(%11, %10) : (index, index) -> index
    %13 = "arith.minui"(%11, %9) : (index, index) -> index
    "func.return"(%12, %13, %4) : (index, index, i1) -> ()
  }) : () -> ()
}) : () -> ()

