"builtin.module"() ({
  "func.func"() <{function_type = (i64, i64, i1) -> (i64, i64, i1), sym_name = "f"}> ({
  ^bb0(%arg0: i64, %arg1: i64, %arg2: i1):
    %0 = "arith.divui"(%arg1, %arg0) : (i64, i64) -> i64
    %1 = "arith.ceildivui"(%arg1, %arg1) : (i64, i64) -> i64
    %2 = "arith.constant"() <{value = 1 : i64}> : () -> i64
    %3 = "arith.constant"() <{value = -1 : i64}> : () -> i64
    %4 = "arith.ori"(%arg1, %3) : (i64, i64) -> i64
    %5 = "arith.muli"(%arg1, %2) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
    %6 = "arith.divsi"(%5, %arg1) : (i64, i64) -> i64
    %7 = "arith.constant"() <{value = -3 : i64}> : () -> i64
    %8 = "arith.andi"(%7, %4) : (i64, i64) -> i64
    %9 = "arith.index_castui"(%3) : (i64) -> index
    %10 = "arith.index_castui"(%9) : (index) -> i64
    %11 = "arith.constant"() <{value = 63 : i64}> : () -> i64
    %12 = "arith.cmpi"(%arg0, %arg0) <{predicate = 4 : i64}> : (i64, i64) -> i1
    %13 = "x.g"(%arg0, %10) : (i64, i64) -> i1
    %14 = "arith.constant"() <{value = -1 : i64}> : () -> i64
    %15 = "arith.remsi"(%arg0, %2) : (i64, i64) -> i64
    %16 = "arith.addi"(%14, %3) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
    %17 = "arith.constant"() <{value = -1 : i64}> : () -> i64
    %18 = "arith.constant"() <{value = 7 : i64}> : () -> i64
    "func.return"(%17, %18, %13) : (i64, i64, i1) -> ()
  }) : () -> ()
}) : () -> ()

