"builtin.module"() ({
  "func.func"() <{function_type = (i8, i8, i1) -> (i8, i8, i1), sym_name = "f"}> ({
  ^bb0(%arg0: i8, %arg1: i8, %arg2: i1):
    %0 = "arith.constant"() <{value = -1 : i8}> : () -> i8
    %1 = "arith.xori"(%arg1, %0) : (i8, i8) -> i8
    %2 = "arith.andi"(%1, %arg1) : (i8, i8) -> i8
    %3 = "arith.floordivsi"(%2, %0) : (i8, i8) -> i8
    %4 = "arith.addi"(%arg1, %arg1) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %5 = "arith.cmpi"(%0, %4) <{predicate = 4 : i64}> : (i8, i8) -> i1
    %6 = "arith.minsi"(%0, %0) : (i8, i8) -> i8
    %7 = "arith.constant"() <{value = -1 : i8}> : () -> i8
    %8 = "x.src"() : () -> i8
    %9 = "arith.divsi"(%6, %0) : (i8, i8) -> i8
    %10 = "arith.ceildivsi"(%1, %7) : (i8, i8) -> i8
    %11 = "arith.constant"() <{value = -1 : i8}> : () -> i8
    %12 = "arith.xori"(%0, %11) : (i8, i8) -> i8
    %13 = "arith.andi"(%0, %12) : (i8, i8) -> i8
    %14 = "arith.extsi"(%arg2) : (i1) -> i8
    %15 = "arith.constant"() <{value = 0 : i8}> : () -> i8
    %16 = "arith.cmpi"(%14, %15) <{predicate = 1 : i64}> : (i8, i8) -> i1
    %17 = "arith.addi"(%7, %3) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    "func.return"(%15, %17, %16) : (i8, i8, i1) -> ()
  }) : () -> ()
}) : () -> ()

