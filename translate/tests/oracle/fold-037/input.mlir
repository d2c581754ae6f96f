"builtin.module"() ({
  "func.func"() <{function_type = (i16, i16, i1) -> (i16, i16, i1), sym_name = "f"}> ({
  ^bb0(%arg0: i16, %arg1: i16, %arg2: i1):
    %0 = "arith.constant"() <{value = 15 : i16}> : () -> i16
    %1 = "arith.xori"(%0, %arg0) : (i16, i16) -> i16
    %2 = "arith.trunci"(%1) <{overflowFlags = #arith.overflow<none>}> : (i16) -> i8
    %3 = "arith.extsi"(%2) : (i8) -> i16
    %4 = "arith.subi"(%0, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i16, i16) -> i16
    %5 = "arith.addi"(%arg0, %4) <{overflowFlags = #arith.overflow<none>}> : (i16, i16) -> i16
    %6 = "arith.ceildivui"(%0, %0) : (i16, i16) -> i16
    %7 = "x.g"(%6, %arg1) : (i16, i16) -> i1
    %8 = "x.g"(%0, %3) : (i16, i16) -> i1
    %9 = "arith.ori"(%5, %0) : (i16, i16) -> i16
    %10 = "arith.andi"(%0, %arg1) : (i16, i16) -> i16
    %11 = "arith.maxui"(%3, %3) : (i16, i16) -> i16
    %12 = "arith.andi"(%0, %1) : (i16, i16) -> i16
    %13 = "arith.andi"(%12, %0) : (i16, i16) -> i16
    %14 = "arith.divui"(%0, %4) : (i16, i16) -> i16
    %15 = "arith.constant"() <{value = 32767 : i16}> : () -> i16
    %16 = "arith.andi"(%6, %15) : (i16, i16) -> i16
    %17 = "arith.constant"() <{value = 32767 : i16}> : () -> i16
    %18 = "arith.remui"(%9, %17) : (i16, i16) -> i16
    %19 = "arith.constant"() <{value = 0 : i16}> : () -> i16
    %20 = "arith.shrui"(%16, %19) : (i16, i16) -> i16
    %21 = "arith.constant"() <{value = 0 : i16}> : () -> i16
    %22 = "arith.divui"(%6, %21) : (i16, i16) -> i16
    %23 = "arith.ceildivui"(%6, %13) : (i16, i16) -> i16
    %24 = "arith.ori"(%15, %3) : (i16, i16) -> i16
    "func.return"(%23, %24, %8) : (i16, i16, i1) -> ()
  }) : () -> ()
}) : () -> ()

