"builtin.module"() ({
  "func.func"() <{function_type = (i16, i16, i1) -> (i16, i16, i1), sym_name = "f"}> ({
  ^bb0(%arg0: i16, %arg1: i16, %arg2: i1):
    %0 = "arith.bitcast"(%arg0) : (i16) -> f16
    %1 = "arith.bitcast"(%0) : (f16) -> i16
    %2 = "arith.constant"() <{value = 1 : i16}> : () -> i16
    %3 = "arith.shrsi"(%2, %2) : (i16, i16) -> i16
    %4 = "arith.andi"(%2, %2) : (i16, i16) -> i16
    %5 = "arith.andi"(%4, %2) : (i16, i16) -> i16
    %6 = "arith.constant"() <{value = 32767 : i16}> : () -> i16
    %7 = "arith.select"(%arg2, %6, %2) : (i1, i16, i16) -> i16
    %8 = "arith.shrsi"(%2, %1) : (i16, i16) -> i16
    %9 = "arith.xori"(%8, %8) : (i16, i16) -> i16
    %10 = "arith.xori"(%8, %9) : (i16, i16) -> i16
    %11 = "arith.constant"() <{value = 15 : i16}> : () -> i16
    %12 = "arith.addi"(%9, %2) <{overflowFlags = #arith.overflow<none>}> : (i16, i16) -> i16
    %13 = "arith.subi"(%12, %9) <{overflowFlags = #arith.overflow<none>}> : (i16, i16) -> i16
    %14 = "arith.constant"() <{value = 17 : i16}> : () -> i16
    "func.return"(%13, %14, %arg2) : (i16, i16, i1) -> ()
  }) : () -> ()
}) : () -> ()

