"builtin.module"() ({
  "func.func"() <{function_type = (index, index, i1) -> (index, index, i1), sym_name = "f"}> ({
  ^bb0(%arg0: index, %arg1: index, %arg2: i1):
    %0 = "arith.constant"() <{value = 63 : index}> : () -> index
    %1 = "arith.xori"(%0, %arg1) : (index, index) -> index
    %2 = "arith.index_cast"(%1) : (index) -> i64
    %3 = "arith.index_castui"(%2) : (i64) -> index
    %4 = "arith.maxui"(%0, %arg1) : (index, index) -> index
    %5 = "arith.muli"(%1, %0) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %6 = "arith.divui"(%5, %0) : (index, index) -> index
    %7 = "arith.addi"(%0, %0) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %8 = "arith.cmpi"(%0, %0) <{predicate = 9 : i64}> : (index, index) -> i1
    %9 = "arith.cmpi"(%0, %1) <{predicate = 5 : i64}> : (index, index) -> i1
    %10 = "arith.cmpi"(%5, %5) <{predicate = 7 : i64}> : (index, index) -> i1
    %11 = "arith.select"(%arg2, %7, %0) : (i1, index, index) -> index
    %12 = "arith.muli"(%0, %0) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %13 = "arith.divsi"(%12, %0) : (index, index) -> index
    %14 = "arith.constant"() <{value = true}> : () -> i1
    %15 = "arith.cmpi"(%arg2, %14) <{predicate = 1 : i64}> : (i1, i1) -> i1
    %16 = "arith.select"(%9, %0, %0) : (i1, index, index) -> index
    %17 = "x.g"(%arg0, %4) : (index, index) -> i1
    %18 = "arith.constant"() <{value = 65 : index}> : () -> index
    %19 = "arith.cmpi"(%18, %18) <{predicate = 4 : i64}> : (index, index) -> i1
    %20 = "arith.cmpi"(%arg1, %18) <{predicate = 0 : i64}> : (index, index) -> i1
    %21 = "arith.select"(%20, %18, %arg1) : (i1, index, index) -> index
    %22 = "arith.muli"(%0, %4) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %23 = "arith.divsi"(%22, %0) : (index, index) -> index
    %24 = "arith.shrui"(%21, %0) : (index, index) -> index
    %25 = "x.src"() : () -> index
    %26 = "arith.cmpi"(%arg0, %4) <{predicate = 5 : i64}> : (index, index) -> i1
    %27 = "arith.constant"() <{value = -1 : index}> : () -> index
    "x.use"(%1) : (index) -> ()
    %28 = "arith.constant"() <{value = true}> : () -> i1
    %29 = "arith.cmpi"(%10, %28) <{predicate = 1 : i64}> : (i1, i1) -> i1
    "func.return"(%25, %27, %29) : (index, index, i1) -> ()
  }) : () -> ()
}) : () -> ()

