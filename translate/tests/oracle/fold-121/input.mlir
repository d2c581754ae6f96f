"builtin.module"() ({
  "func.func"() <{function_type = (i16, i16, i1) -> (i16, i16, i1), sym_name = "f"}> ({
  ^bb0(%arg0: i16, %arg1: i16, %arg2: i1):
    %0 = "arith.constant"() <{value = -2 : i16}> : () -> i16
    %1 = "arith.constant"() <{value = -32767 : i16}> : () -> i16
    %2 = "arith.ceildivui"(%0, %1) : (i16, i16) -> i16
    %3 = "arith.constant"() <{value = -1 : i16}> : () -> i16
    %4 = "arith.ceildivui"(%3, %3) : (i16, i16) -> i16
    %5:2 = "arith.mului_extended"(%0, %1) : (i16, i16) -> (i16, i16)
    %6 = "arith.constant"() <{value = 1 : i16}> : () -> i16
    %7 = "arith.maxsi"(%3, %6) : (i16, i16) -> i16
    "x.use"(%4) : (i16) -> ()
    %8:2 = "arith.mului_extended"(%1, %0) : (i16, i16) -> (i16, i16)
    %9 = "arith.constant"() <{value = 1 : i16}> : () -> i16
    %10 = "arith.constant"() <{value = 1 : i16}> : () -> i16
    %11 = "arith.shli"(%9, %10) <{overflowFlags = #arith.overflow<none>}> : (i16, i16) -> i16
    %12 = "arith.constant"() <{value = -4876 : i16}> : () -> i16
    %13 = "arith.remsi"(%2, %2) : (i16, i16) -> i16
    "x.use"(%9) : (i16) -> ()
    %14 = "arith.constant"() <{value = 0 : i16}> : () -> i16
    %15 = "arith.constant"() <{value = 15 : i16}> : () -> i16
    %16 = "arith.constant"() <{value = -32768 : i16}> : () -> i16
    %17 = "arith.floordivsi"(%15, %16) : (i16, i16) -> i16
    "func.return"(%16, %17, %arg2) : (i16, i16, i1) -> ()
  }) : () -> ()
}) : () -> ()

