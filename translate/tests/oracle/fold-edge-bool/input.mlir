"builtin.module"() ({
  "func.func"() <{function_type = (i1, i1) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1), sym_name = "bool"}> ({
  ^bb0(%arg0: i1, %arg1: i1):
    %0 = "arith.constant"() <{value = true}> : () -> i1
    %1 = "arith.constant"() <{value = false}> : () -> i1
    %2 = "arith.addi"(%0, %0) <{overflowFlags = #arith.overflow<none>}> : (i1, i1) -> i1
    %3 = "arith.muli"(%0, %0) <{overflowFlags = #arith.overflow<none>}> : (i1, i1) -> i1
    %4 = "arith.subi"(%1, %0) <{overflowFlags = #arith.overflow<none>}> : (i1, i1) -> i1
    %5 = "arith.xori"(%arg0, %0) : (i1, i1) -> i1
    %6 = "arith.andi"(%arg0, %5) : (i1, i1) -> i1
    %7 = "arith.ori"(%5, %arg0) : (i1, i1) -> i1
    %8 = "arith.divsi"(%0, %0) : (i1, i1) -> i1
    %9 = "arith.maxsi"(%0, %1) : (i1, i1) -> i1
    %10 = "arith.maxui"(%0, %1) : (i1, i1) -> i1
    %11 = "arith.cmpi"(%0, %1) <{predicate = 2 : i64}> : (i1, i1) -> i1
    "func.return"(%2, %3, %4, %5, %6, %7, %8, %9, %10, %11) : (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) -> ()
  }) : () -> ()
}) : () -> ()

