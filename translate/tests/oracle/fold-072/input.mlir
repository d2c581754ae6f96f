"builtin.module"() ({
  "func.func"() <{function_type = (i1, i1, i1) -> (i1, i1, i1), sym_name = "f"}> ({
  ^bb0(%arg0: i1, %arg1: i1, %arg2: i1):
    %0 = "arith.constant"() <{value = true}> : () -> i1
    %1 = "arith.ori"(%0, %0) : (i1, i1) -> i1
    "x.use"(%arg2) : (i1) -> ()
    %2 = "arith.addi"(%arg1, %0) <{overflowFlags = #arith.overflow<none>}> : (i1, i1) -> i1
    %3 = "arith.subi"(%2, %arg1) <{overflowFlags = #arith.overflow<none>}> : (i1, i1) -> i1
    %4 = "x.g"(%arg0, %1) : (i1, i1) -> i1
    %5 = "arith.select"(%3, %0, %3) : (i1, i1, i1) -> i1
    %6 = "arith.divsi"(%0, %arg2) : (i1, i1) -> i1
    %7 = "arith.muli"(%1, %6) <{overflowFlags = #arith.overflow<nsw>}> : (i1, i1) -> i1
    %8 = "arith.divui"(%7, %6) : (i1, i1) -> i1
    "x.use"(%7) : (i1) -> ()
    %9 = "arith.extui"(%arg0) : (i1) -> i8
    %10 = "arith.trunci"(%9) <{overflowFlags = #arith.overflow<none>}> : (i8) -> i1
    %11 = "arith.cmpi"(%5, %0) <{predicate = 1 : i64}> : (i1, i1) -> i1
    %12 = "arith.select"(%11, %5, %0) : (i1, i1, i1) -> i1
    %13 = "arith.cmpi"(%4, %0) <{predicate = 9 : i64}> : (i1, i1) -> i1
    %14 = "arith.constant"() <{value = false}> : () -> i1
    "x.use"(%14) : (i1) -> ()
    %15 = "arith.index_cast"(%13) : (i1) -> index
    %16 = "arith.index_cast"(%15) : (index) -> i1
    %17 = "arith.cmpi"(%1, %13) <{predicate = 7 : i64}> : (i1, i1) -> i1
    %18 = "arith.constant"() <{value = true}> : () -> i1
    %19 = "arith.xori"(%13, %18) : (i1, i1) -> i1
    %20 = "arith.ori"(%19, %13) : (i1, i1) -> i1
    "x.use"(%13) : (i1) -> ()
    %21 = "arith.subi"(%14, %0) <{overflowFlags = #arith.overflow<none>}> : (i1, i1) -> i1
    %22 = "arith.addi"(%21, %0) <{overflowFlags = #arith.overflow<none>}> : (i1, i1) -> i1
    "x.use"(%14) : (i1) -> ()
    "func.return"(%21, %22, %22) : (i1, i1, i1) -> ()
  }) : () -> ()
}) : () -> ()

