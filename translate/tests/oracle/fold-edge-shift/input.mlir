"builtin.module"() ({
  "func.func"() <{function_type = (i8) -> (i8, i8, i8, i8, i8, i8, i8, i8), sym_name = "shift"}> ({
  ^bb0(%arg0: i8):
    %0 = "arith.constant"() <{value = 8 : i8}> : () -> i8
    %1 = "arith.constant"() <{value = 7 : i8}> : () -> i8
    %2 = "arith.constant"() <{value = -128 : i8}> : () -> i8
    %3 = "arith.constant"() <{value = -1 : i8}> : () -> i8
    %4 = "arith.shli"(%1, %0) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %5 = "arith.shli"(%1, %1) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %6 = "arith.shrsi"(%2, %1) : (i8, i8) -> i8
    %7 = "arith.shrui"(%2, %1) : (i8, i8) -> i8
    %8 = "arith.shrsi"(%2, %3) : (i8, i8) -> i8
    %9 = "arith.shrui"(%arg0, %0) : (i8, i8) -> i8
    %10 = "arith.shli"(%2, %3) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %11 = "arith.shrsi"(%3, %1) : (i8, i8) -> i8
    "func.return"(%4, %5, %6, %7, %8, %9, %10, %11) : (i8, i8, i8, i8, i8, i8, i8, i8) -> ()
  }) : () -> ()
}) : () -> ()

