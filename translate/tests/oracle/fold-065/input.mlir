"builtin.module"() ({
  "func.func"() <{function_type = (index, index, i1) -> (index, index, i1), sym_name = "f"}> ({
  ^bb0(%arg0: index, %arg1: index, %arg2: i1):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.shrui"(%arg0, %0) : (index, index) -> index
    %2 = "arith.muli"(%1, %1) <{overflowFlags = #arith.overflow<nuw>}> : (index, index) -> index
    %3 = "arith.divsi"(%2, %1) : (index, index) -> index
    %4 = "arith.constant"() <{value = -1 : index}> : () -> index
    %5 = "arith.xori"(%arg1, %4) : (index, index) -> index
    %6 = "arith.ori"(%arg1, %5) : (index, index) -> index
    %7 = "arith.cmpi"(%5, %5) <{predicate = 0 : i64}> : (index, index) -> i1
    %8 = "arith.muli"(%4, %0) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %9 = "arith.divsi"(%8, %0) : (index, index) -> index
    %10 = "arith.constant"() <{value = 5 : index}> : () -> index
    "x.use"(%arg0) : (index) -> ()
    %11 = "arith.shli"(%0, %4) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %12 = "x.src"() : () -> index
    %13 = "arith.constant"() <{value = true}> : () -> i1
    %14 = "arith.cmpi"(%arg2, %13) <{predicate = 0 : i64}> : (i1, i1) -> i1
    %15 = "arith.cmpi"(%11, %0) <{predicate = 6 : i64}> : (index, index) -> i1
    %16 = "arith.subi"(%10, %0) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %17 = "arith.addi"(%16, %0) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %18 = "arith.floordivsi"(%11, %6) : (index, index) -> index
    %19 = "arith.constant"() <{value = 0 : index}> : () -> index
    %20 = "arith.shli"(%3, %5) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %21 = "arith.constant"() <{value = 6 : index}> : () -> index
    "x.use"(%3) : (index) -> ()
    %22 = "arith.subi"(%19, %11) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %23 = "arith.addi"(%22, %11) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %24 = "arith.muli"(%19, %10) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %25 = "arith.divui"(%24, %10) : (index, index) -> index
    "func.return"(%24, %25, %15) : (index, index, i1) -> ()
  }) : () -> ()
}) : () -> ()

