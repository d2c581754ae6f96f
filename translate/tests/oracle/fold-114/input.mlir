"builtin.module"() ({
  "func.func"() <{function_type = (i16, i16, i1) -> (i16, i16, i1), sym_name = "f"}> ({
  ^bb0(%arg0: i16, %arg1: i16, %arg2: i1):
    %0 = "arith.constant"() <{value = 7 : i16}> : () -> i16
    %1 = "arith.constant"() <{value = 15 : i16}> : () -> i16
    %2 = "arith.divsi"(%0, %1) : (i16, i16) -> i16
    %3 = "arith.bitcast"(%arg1) : (i16) -> f16
    "x.usef"(%3) : (f16) -> ()
    "x.use"(%1) : (i16) -> ()
    %4 = "arith.constant"() <{value = 0 : i16}> : () -> i16
    %5:2 = "arith.mului_extended"(%0, %4) : (i16, i16) -> (i16, i16)
    %6 = "arith.minui"(%1, %4) : (i16, i16) -> i16
    %7 = "arith.subi"(%2, %5#1) <{overflowFlags = #arith.overflow<none>}> : (i16, i16) -> i16
    %8 = "arith.addi"(%5#1, %7) <{overflowFlags = #arith.overflow<none>}> : (i16, i16) -> i16
    %9 = "arith.constant"() <{value = 0 : i16}> : () -> i16
    %10 = "arith.constant"() <{value = -32768 : i16}> : () -> i16
    %11 = "arith.shrsi"(%9, %10) : (i16, i16) -> i16
    %12 = "arith.constant"() <{value = -1 : i16}> : () -> i16
    %13 = "arith.constant"() <{value = 7 : i16}> : () -> i16
    %14 = "arith.shli"(%12, %13) <{overflowFlags = #arith.overflow<none>}> : (i16, i16) -> i16
    %15 = "arith.constant"() <{value = 0 : i16}> : () -> i16
    %16:2 = "arith.mulsi_extended"(%15, %4) : (i16, i16) -> (i16, i16)
    %17 = "arith.constant"() <{value = -1 : i16}> : () -> i16
    %18 = "arith.constant"() <{value = -32768 : i16}> : () -> i16
    %19 = "arith.shli"(%17, %18) <{overflowFlags = #arith.overflow<none>}> : (i16, i16) -> i16
    %20 = "arith.muli"(%4, %5#1) <{overflowFlags = #arith.overflow<none>}> : (i16, i16) -> i16
    %21 = "arith.subi"(%1, %2) <{overflowFlags = #arith.overflow<none>}> : (i16, i16) -> i16
    %22 = "arith.addi"(%2, %21) <{overflowFlags = #arith.overflow<none>}> : (i16, i16) -> i16
    "x.use"(%17) : (i16) -> ()
    "func.return"(%21, %22, %arg2) : (i16, i16, i1) -> ()
  }) : () -> ()
}) : () -> ()

