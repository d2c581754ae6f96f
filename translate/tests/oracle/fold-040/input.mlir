"builtin.module"() ({
  "func.func"() <{function_type = (i16, i16, i1) -> (i16, i16, i1), sym_name = "f"}> ({
  ^bb0(%arg0: i16, %arg1: i16, %arg2: i1):
    %0 = "arith.andi"(%arg1, %arg0) : (i16, i16) -> i16
    %1 = "arith.andi"(%arg1, %0) : (i16, i16) -> i16
    "x.use"(%0) : (i16) -> ()
    %2 = "arith.constant"() <{value = -1 : i16}> : () -> i16
    %3 = "arith.xori"(%arg1, %2) : (i16, i16) -> i16
    %4 = "arith.andi"(%arg1, %3) : (i16, i16) -> i16
    %5 = "arith.maxui"(%4, %4) : (i16, i16) -> i16
    %6 = "arith.constant"() <{value = -1 : i16}> : () -> i16
    %7 = "arith.remui"(%4, %6) : (i16, i16) -> i16
    %8 = "arith.constant"() <{value = 0 : i16}> : () -> i16
    %9 = "arith.constant"() <{value = 0 : i16}> : () -> i16
    %10 = "arith.addi"(%9, %9) <{overflowFlags = #arith.overflow<none>}> : (i16, i16) -> i16
    %11 = "arith.floordivsi"(%2, %2) : (i16, i16) -> i16
    %12 = "arith.muli"(%8, %2) <{overflowFlags = #arith.overflow<nsw>}> : (i16, i16) -> i16
    %13 = "arith.divsi"(%12, %2) : (i16, i16) -> i16
    "func.return"(%12, %13, %arg2) : (i16, i16, i1) -> ()
  }) : () -> ()
}) : () -> ()

