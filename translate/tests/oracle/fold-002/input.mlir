"builtin.module"() ({
  "func.func"() <{function_type = (index, index, i1) -> (index, index, i1), sym_name = "f"}> ({
  ^bb0(%arg0: index, %arg1: index, %arg2: i1):
    %0 = "arith.constant"() <{value = 1 : index}> : () -> index
    %1 = "arith.subi"(%arg1, %0) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %2 = "arith.xori"(%0, %0) : (index, index) -> index
    %3 = "arith.xori"(%0, %2) : (index, index) -> index
    %4 = "x.src"() : () -> index
    %5 = "arith.constant"() <{value = true}> : () -> i1
    %6 = "arith.cmpi"(%arg2, %5) <{predicate = 1 : i64}> : (i1, i1) -> i1
    %7 = "arith.addi"(%0, %0) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %8 = "x.g"(%arg1, %0) : (index, index) -> i1
    %9 = "arith.andi"(%7, %0) : (index, index) -> index
    %10 = "arith.andi"(%9, %7) : (index, index) -> index
    %11 = "arith.subi"(%9, %3) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %12 = "arith.addi"(%11, %3) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    "func.return"(%11, %12, %8) : (index, index, i1) -> ()
  }) : () -> ()
}) : () -> ()

