"builtin.module"() ({
  "func.func"() <{function_type = (i16, i16, i1) -> (i16, i16, i1), sym_name = "f"}> ({
  ^bb0(%arg0: i16, %arg1: i16, %arg2: i1):
    %0 = "arith.constant"() <{value = 0 : i16}> : () -> i16
    %1 = "arith.constant"() <{value = -32767 : i16}> : () -> i16
    %2 = "arith.floordivsi"(%0, %1) : (i16, i16) -> i16
    %3:2 = "arith.addui_extended"(%arg1, %arg0) : (i16, i16) -> (i16, i1)
    %4 = "arith.constant"() <{value = 1 : i16}> : () -> i16
    %5 = "arith.constant"() <{value = 0 : i16}> : () -> i16
    %6 = "arith.ceildivui"(%4, %5) : (i16, i16) -> i16
    %7:2 = "arith.mului_extended"(%4, %1) : (i16, i16) -> (i16, i16)
    %8 = "x.g"(%arg1, %4) : (i16, i16) -> i1
    %9 = "arith.constant"() <{value = 0 : i16}> : () -> i16
    %10 = "arith.constant"() <{value = 17 : i16}> : () -> i16
    %11 = "arith.floordivsi"(%9, %10) : (i16, i16) -> i16
    %12:2 = "arith.mulsi_extended"(%11, %10) : (i16, i16) -> (i16, i16)
    %13 = "arith.constant"() <{value = 7 : i16}> : () -> i16
    %14 = "arith.constant"() <{value = 1 : i16}> : () -> i16
    %15 = "arith.constant"() <{value = 0 : i16}> : () -> i16
    %16 = "arith.ceildivui"(%14, %15) : (i16, i16) -> i16
    %17 = "arith.constant"() <{value = -32767 : i16}> : () -> i16
    %18 = "arith.index_castui"(%17) : (i16) -> index
    %19 = "arith.index_cast"(%18) : (index) -> i16
    %20 = "arith.shli"(%10, %9) <{overflowFlags = #arith.overflow<none>}> : (i16, i16) -> i16
    %21 = "arith.constant"() <{value = 1 : i16}> : () -> i16
    %22 = "arith.constant"() <{value = -32768 : i16}> : () -> i16
    %23 = "arith.remui"(%21, %22) : (i16, i16) -> i16
    %24 = "arith.shrsi"(%arg0, %arg0) : (i16, i16) -> i16
    %25 = "arith.subi"(%0, %17) <{overflowFlags = #arith.overflow<none>}> : (i16, i16) -> i16
    %26 = "arith.addi"(%25, %17) <{overflowFlags = #arith.overflow<none>}> : (i16, i16) -> i16
    "x.use"(%22) : (i16) -> ()
    %27 = "arith.remsi"(%13, %22) : (i16, i16) -> i16
    %28 = "arith.constant"() <{value = -1 : i16}> : () -> i16
    %29 = "arith.extsi"(%17) : (i16) -> i32
    %30 = "arith.trunci"(%29) <{overflowFlags = #arith.overflow<none>}> : (i32) -> i16
    %31 = "arith.extui"(%9) : (i16) -> i64
    %32 = "arith.trunci"(%31) <{overflowFlags = #arith.overflow<none>}> : (i64) -> i1
    "x.use"(%32) : (i1) -> ()
    "func.return"(%28, %30, %8) : (i16, i16, i1) -> ()
  }) : () -> ()
}) : () -> ()

