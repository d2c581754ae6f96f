"builtin.module"() ({
  "func.func"() <{function_type = (i64, i64, i1) -> (i64, i64, i1), sym_name = "f"}> ({
  ^bb0(%arg0: i64, %arg1: i64, %arg2: i1):
    %0 = "arith.constant"() <{value = 1 : i64}> : () -> i64
    %1 = "arith.andi"(%0, %arg0) : (i64, i64) -> i64
    %2 = "arith.constant"() <{value = -1 : i64}> : () -> i64
    %3 = "arith.xori"(%arg1, %2) : (i64, i64) -> i64
    %4 = "arith.andi"(%arg1, %3) : (i64, i64) -> i64
    %5 = "arith.floordivsi"(%2, %1) : (i64, i64) -> i64
    %6 = "arith.muli"(%0, %4) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
    %7 = "arith.divsi"(%6, %4) : (i64, i64) -> i64
    "x.use"(%7) : (i64) -> ()
    %8 = "arith.constant"() <{value = 0 : i64}> : () -> i64
    %9 = "arith.constant"() <{value = 0 : i64}> : () -> i64
    %10 = "arith.ori"(%0, %9) : (i64, i64) -> i64
    %11 = "arith.shli"(%5, %8) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
    %12 = "arith.constant"() <{value = 0 : i64}> : () -> i64
    %13 = "arith.constant"() <{value = -9223372036854775808 : i64}> : () -> i64
    %14 = "arith.shli"(%12, %13) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
    %15 = "arith.constant"() <{value = -1 : i64}> : () -> i64
    %16 = "arith.xori"(%14, %15) : (i64, i64) -> i64
    %17 = "arith.ori"(%14, %16) : (i64, i64) -> i64
    %18 = "arith.constant"() <{value = -9223372036854775808 : i64}> : () -> i64
    %19 = "arith.trunci"(%13) <{overflowFlags = #arith.overflow<none>}> : (i64) -> i8
    %20 = "arith.trunci"(%19) <{overflowFlags = #arith.overflow<none>}> : (i8) -> i1
    %21 = "arith.extsi"(%20) : (i1) -> i64
    %22 = "arith.constant"() <{value = 0 : i64}> : () -> i64
    %23 = "arith.andi"(%0, %15) : (i64, i64) -> i64
    %24 = "arith.andi"(%0, %23) : (i64, i64) -> i64
    %25 = "arith.constant"() <{value = -9223372036854775808 : i64}> : () -> i64
    %26 = "arith.constant"() <{value = 9223372036854775807 : i64}> : () -> i64
    %27 = "arith.ceildivsi"(%25, %26) : (i64, i64) -> i64
    %28:2 = "arith.mului_extended"(%18, %0) : (i64, i64) -> (i64, i64)
    %29:2 = "arith.mulsi_extended"(%arg0, %arg1) : (i64, i64) -> (i64, i64)
    %30 = "arith.constant"() <{value = 1 : i64}> : () -> i64
    %31:2 = "arith.addui_extended"(%13, %30) : (i64, i64) -> (i64, i1)
    "func.return"(%30, %31#0, %31#1) : (i64, i64, i1) -> ()
  }) : () -> ()
}) : () -> ()

