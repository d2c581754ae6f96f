"builtin.module"() ({
  "func.func"() <{function_type = (i16, i16, i1) -> (i16, i16, i1), sym_name = "f"}> ({
  ^bb0(%arg0: i16, %arg1: i16, %arg2: i1):
    %0 = "arith.muli"(%arg1, %arg1) <{overflowFlags = #arith.overflow<none>}> : (i16, i16) -> i16
    %1 = "arith.divui"(%0, %arg1) : (i16, i16) -> i16
    %2 = "arith.addi"(%0, %0) <{overflowFlags = #arith.overflow<none>}> : (i16, i16) -> i16
    %3 = "arith.muli"(%arg1, %arg1) <{overflowFlags = #arith.overflow<none>}> : (i16, i16) -> i16
    %4 = "arith.divui"(%3, %arg1) : (i16, i16) -> i16
    %5 = "arith.cmpi"(%0, %2) <{predicate = 6 : i64}> : (i16, i16) -> i1
    %6 = "arith.select"(%arg2, %3, %2) : (i1, i16, i16) -> i16
    %7 = "arith.subi"(%3, %arg1) <{overflowFlags = #arith.overflow<none>}> : (i16, i16) -> i16
    %8 = "arith.addi"(%arg1, %7) <{overflowFlags = #arith.overflow<none>}> : (i16, i16) -> i16
    %9 = "arith.select"(%arg2, %8, %arg1) : (i1, i16, i16) -> i16
    %10 = "arith.constant"() <{value = -9829 : i16}> : () -> i16
    %11 = "arith.maxsi"(%10, %arg0) : (i16, i16) -> i16
    %12 = "arith.cmpi"(%6, %6) <{predicate = 7 : i64}> : (i16, i16) -> i1
    %13 = "arith.addi"(%6, %10) <{overflowFlags = #arith.overflow<none>}> : (i16, i16) -> i16
    %14 = "arith.bitcast"(%arg1) : (i16) -> f16
    "x.usef"(%14) : (f16) -> ()
    %15 = "arith.constant"() <{value = -1 : i16}> : () -> i16
    %16 = "arith.xori"(%13, %15) : (i16, i16) -> i16
    %17 = "arith.ori"(%13, %16) : (i16, i16) -> i16
    %18 = "arith.muli"(%15, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i16, i16) -> i16
    %19 = "arith.constant"() <{value = 16 : i16}> : () -> i16
    %20 = "arith.andi"(%10, %19) : (i16, i16) -> i16
    %21 = "arith.andi"(%20, %10) : (i16, i16) -> i16
    %22 = "x.src"() : () -> i16
    %23 = "arith.constant"() <{value = 1 : i16}> : () -> i16
    %24 = "arith.subi"(%3, %23) <{overflowFlags = #arith.overflow<none>}> : (i16, i16) -> i16
    "func.return"(%23, %24, %12) : (i16, i16, i1) -> ()
  }) : () -> ()
}) : () -> ()

