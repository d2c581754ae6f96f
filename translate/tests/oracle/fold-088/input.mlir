"builtin.module"() ({
  "func.func"() <{function_type = (i16, i16, i1) -> (i16, i16, i1), sym_name = "f"}> ({
  ^bb0(%arg0: i16, %arg1: i16, %arg2: i1):
    %0 = "arith.trunci"(%arg1) <{overflowFlags = #arith.overflow<none>}> : (i16) -> i1
    %1 = "arith.extui"(%0) : (i1) -> i16
    %2 = "arith.maxsi"(%arg0, %arg1) : (i16, i16) -> i16
    "x.use"(%arg1) : (i16) -> ()
    "x.use"(%2) : (i16) -> ()
    %3 = "arith.muli"(%arg0, %arg1) <{overflowFlags = #arith.overflow<nsw, nuw>}> : (i16, i16) -> i16
    %4 = "arith.divsi"(%3, %arg1) : (i16, i16) -> i16
    "x.use"(%1) : (i16) -> ()
    %5 = "arith.constant"() <{value = 1 : i16}> : () -> i16
    %6 = "arith.minsi"(%5, %5) : (i16, i16) -> i16
    %7 = "arith.minsi"(%2, %arg1) : (i16, i16) -> i16
    %8 = "arith.divsi"(%2, %arg1) : (i16, i16) -> i16
    %9 = "arith.constant"() <{value = -32767 : i16}> : () -> i16
    %10 = "arith.constant"() <{value = 1 : i16}> : () -> i16
    %11 = "arith.shrui"(%10, %10) : (i16, i16) -> i16
    %12 = "arith.xori"(%9, %10) : (i16, i16) -> i16
    %13 = "arith.xori"(%10, %12) : (i16, i16) -> i16
    %14 = "arith.addi"(%11, %5) <{overflowFlags = #arith.overflow<none>}> : (i16, i16) -> i16
    %15 = "arith.subi"(%14, %5) <{overflowFlags = #arith.overflow<none>}> : (i16, i16) -> i16
    %16 = "arith.maxsi"(%arg1, %6) : (i16, i16) -> i16
    %17 = "x.f"(%4) : (i16) -> i16
    "func.return"(%16, %17, %arg2) : (i16, i16, i1) -> ()
  }) : () -> ()
}) : () -> ()

