"builtin.module"() ({
  "func.func"() <{function_type = (i64, i64, i1) -> (i64, i64, i1), sym_name = "f"}> ({
  ^bb0(%arg0: i64, %arg1: i64, %arg2: i1):
    %0 = "arith.constant"() <{value = 7 : i64}> : () -> i64
    %1 = "arith.constant"() <{value = 1 : i64}> : () -> i64
    %2 = "arith.ceildivui"(%0, %1) : (i64, i64) -> i64
    %3 = "arith.constant"() <{value = -1 : i64}> : () -> i64
    %4 = "arith.constant"() <{value = 1 : i64}> : () -> i64
    %5 = "arith.shrui"(%3, %4) : (i64, i64) -> i64
    %6 = "arith.xori"(%4, %2) : (i64, i64) -> i64
    %7 = "arith.xori"(%6, %4) : (i64, i64) -> i64
    %8 = "arith.constant"() <{value = -1 : i64}> : () -> i64
    %9 = "arith.constant"() <{value = 9223372036854775807 : i64}> : () -> i64
    %10 = "arith.remsi"(%8, %9) : (i64, i64) -> i64
    %11 = "arith.select"(%arg2, %9, %4) : (i1, i64, i64) -> i64
    %12 = "arith.select"(%arg2, %5, %3) : (i1, i64, i64) -> i64
    %13 = "arith.constant"() <{value = 1 : i64}> : () -> i64
    %14:2 = "arith.mului_extended"(%9, %13) : (i64, i64) -> (i64, i64)
    %15 = "arith.cmpi"(%2, %0) <{predicate = 1 : i64}> : (i64, i64) -> i1
    %16 = "arith.addi"(%8, %2) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
    %17 = "arith.subi"(%16, %2) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
    %18 = "arith.constant"() <{value = 1 : i64}> : () -> i64
    %19 = "arith.constant"() <{value = 65 : i64}> : () -> i64
    %20 = "arith.index_cast"(%19) : (i64) -> index
    %21 = "arith.index_castui"(%20) : (index) -> i64
    %22 = "arith.minsi"(%9, %2) : (i64, i64) -> i64
    "func.return"(%21, %22, %15) : (i64, i64, i1) -> ()
  }) : () -> ()
}) : () -> ()

