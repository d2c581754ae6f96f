"builtin.module"() ({
  "func.func"() <{function_type = (i64, i64, i1) -> (i64, i64, i1), sym_name = "f"}> ({
  ^bb0(%arg0: i64, %arg1: i64, %arg2: i1):
    %0 = "arith.constant"() <{value = 9223372036854775807 : i64}> : () -> i64
    %1 = "arith.constant"() <{value = -9223372036854775808 : i64}> : () -> i64
    %2 = "arith.floordivsi"(%0, %1) : (i64, i64) -> i64
    "x.use"(%arg1) : (i64) -> ()
    %3 = "arith.constant"() <{value = -1 : i64}> : () -> i64
    %4 = "arith.xori"(%arg0, %3) : (i64, i64) -> i64
    %5 = "arith.ori"(%4, %arg0) : (i64, i64) -> i64
    %6:2 = "arith.mulsi_extended"(%1, %3) : (i64, i64) -> (i64, i64)
    %7 = "x.g"(%1, %0) : (i64, i64) -> i1
    %8 = "x.g"(%0, %1) : (i64, i64) -> i1
    %9 = "x.g"(%5, %5) : (i64, i64) -> i1
    %10 = "x.f"(%1) : (i64) -> i64
    %11 = "arith.constant"() <{value = 2 : i64}> : () -> i64
    %12 = "arith.constant"() <{value = 9223372036854775807 : i64}> : () -> i64
    %13 = "arith.minui"(%5, %12) : (i64, i64) -> i64
    %14 = "arith.constant"() <{value = 9223372036854775807 : i64}> : () -> i64
    %15 = "arith.constant"() <{value = 0 : i64}> : () -> i64
    %16 = "arith.divsi"(%14, %15) : (i64, i64) -> i64
    %17 = "arith.constant"() <{value = -1 : i64}> : () -> i64
    %18 = "arith.constant"() <{value = 9223372036854775807 : i64}> : () -> i64
    %19 = "arith.shrsi"(%17, %18) : (i64, i64) -> i64
    %20 = "arith.constant"() <{value = 1 : i64}> : () -> i64
    %21:2 = "arith.addui_extended"(%17, %20) : (i64, i64) -> (i64, i1)
    %22 = "arith.constant"() <{value = 3 : i64}> : () -> i64
    %23 = "arith.index_cast"(%22) : (i64) -> index
    %24 = "arith.index_cast"(%23) : (index) -> i64
    %25 = "arith.shrsi"(%1, %11) : (i64, i64) -> i64
    %26 = "arith.addi"(%22, %24) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
    %27 = "arith.subi"(%26, %24) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
    %28 = "x.f"(%1) : (i64) -> i64
    "func.return"(%27, %28, %21#1) : (i64, i64, i1) -> ()
  }) : () -> ()
}) : () -> ()

