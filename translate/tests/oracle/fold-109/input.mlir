"builtin.module"() ({
  "func.func"() <{function_type = (i16, i16, i1) -> (i16, i16, i1), sym_name = "f"}> ({
  ^bb0(%arg0: i16, %arg1: i16, %arg2: i1):
    %0 = "arith.constant"() <{value = 32767 : i16}> : () -> i16
    %1 = "arith.minsi"(%arg0, %0) : (i16, i16) -> i16
    %2 = "arith.constant"() <{value = -32768 : i16}> : () -> i16
    %3 = "arith.constant"() <{value = 15 : i16}> : () -> i16
    %4 = "arith.shli"(%2, %3) <{overflowFlags = #arith.overflow<none>}> : (i16, i16) -> i16
    %5:2 = "arith.addui_extended"(%arg1, %3) : (i16, i16) -> (i16, i1)
    %6 = "arith.cmpi"(%5#0, %arg1) <{predicate = 1 : i64}> : (i16, i16) -> i1
    %7 = "arith.select"(%6, %arg1, %5#0) : (i1, i16, i16) -> i16
    %8 = "arith.constant"() <{value = 16 : i16}> : () -> i16
    %9 = "arith.index_castui"(%8) : (i16) -> index
    %10 = "arith.index_castui"(%9) : (index) -> i16
    %11:2 = "arith.mului_extended"(%8, %2) : (i16, i16) -> (i16, i16)
    %12 = "x.f"(%2) : (i16) -> i16
    "x.use"(%1) : (i16) -> ()
    %13 = "arith.constant"() <{value = 1 : i16}> : () -> i16
    %14:2 = "arith.mului_extended"(%0, %13) : (i16, i16) -> (i16, i16)
    %15 = "arith.trunci"(%2) <{overflowFlags = #arith.overflow<none>}> : (i16) -> i1
    %16 = "arith.extui"(%15) : (i1) -> i16
    %17 = "arith.constant"() <{value = 0 : i16}> : () -> i16
    %18 = "arith.constant"() <{value = 0 : i16}> : () -> i16
    %19:2 = "arith.mului_extended"(%2, %18) : (i16, i16) -> (i16, i16)
    %20 = "arith.constant"() <{value = -32768 : i16}> : () -> i16
    %21 = "arith.constant"() <{value = -32768 : i16}> : () -> i16
    %22 = "arith.remui"(%20, %21) : (i16, i16) -> i16
    %23 = "arith.constant"() <{value = 32767 : i16}> : () -> i16
    %24 = "arith.constant"() <{value = 6 : i16}> : () -> i16
    %25 = "arith.shrui"(%23, %24) : (i16, i16) -> i16
    %26 = "arith.andi"(%10, %18) : (i16, i16) -> i16
    %27 = "arith.andi"(%26, %18) : (i16, i16) -> i16
    %28 = "arith.cmpi"(%18, %13) <{predicate = 4 : i64}> : (i16, i16) -> i1
    %29:2 = "arith.addui_extended"(%1, %arg0) : (i16, i16) -> (i16, i1)
    "func.return"(%27, %29#0, %29#1) : (i16, i16, i1) -> ()
  }) : () -> ()
}) : () -> ()

