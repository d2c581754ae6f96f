"builtin.module"() ({
  "func.func"() <{function_type = (i1, i1, i1) -> (i1, i1, i1), sym_name = "f"}> ({
  ^bb0(%arg0: i1, %arg1: i1, %arg2: i1):
    %0 = "x.src"() : () -> i1
    %1 = "arith.cmpi"(%arg2, %arg1) <{predicate = 9 : i64}> : (i1, i1) -> i1
    %2 = "arith.ceildivui"(%1, %arg2) : (i1, i1) -> i1
    %3 = "arith.index_cast"(%0) : (i1) -> index
    %4 = "arith.index_cast"(%3) : (index) -> i1
    %5 = "arith.constant"() <{value = false}> : () -> i1
    %6 = "arith.cmpi"(%arg2, %5) <{predicate = 1 : i64}> : (i1, i1) -> i1
    %7 = "arith.xori"(%arg2, %arg0) : (i1, i1) -> i1
    %8 = "arith.xori"(%7, %arg2) : (i1, i1) -> i1
    "x.use"(%arg2) : (i1) -> ()
    %9 = "arith.cmpi"(%6, %7) <{predicate = 6 : i64}> : (i1, i1) -> i1
    %10 = "arith.select"(%0, %arg2, %arg2) : (i1, i1, i1) -> i1
    %11 = "x.src"() : () -> i1
    %12 = "arith.muli"(%5, %arg2) <{overflowFlags = #arith.overflow<nsw>}> : (i1, i1) -> i1
    %13 = "arith.divui"(%12, %arg2) : (i1, i1) -> i1
    "x.use"(%5) : (i1) -> ()
    %14 = "arith.muli"(%4, %5) <{overflowFlags = #arith.overflow<nsw, nuw>}> : (i1, i1) -> i1
    %15 = "arith.divui"(%14, %4) : (i1, i1) -> i1
    %16 = "arith.constant"() <{value = false}> : () -> i1
    %17 = "arith.ceildivui"(%7, %11) : (i1, i1) -> i1
    %18 = "arith.shrsi"(%14, %17) : (i1, i1) -> i1
    %19 = "arith.constant"() <{value = false}> : () -> i1
    %20 = "x.g"(%16, %16) : (i1, i1) -> i1
    %21 = "arith.subi"(%7, %16) <{overflowFlags = #arith.overflow<none>}> : (i1, i1) -> i1
    %22 = "arith.addi"(%21, %16) <{overflowFlags = #arith.overflow<none>}> : (i1, i1) -> i1
    "func.return"(%21, %22, %22) : (i1, i1, i1) -> ()
  }) : () -> ()
}) : () -> ()

