"builtin.module"() ({
  "func.func"() <{function_type = (i16, i16, i1) -> (i16, i16, i1), sym_name = "f"}> ({
  ^bb0(%arg0: i16, %arg1: i16, %arg2: i1):
    %0 = "arith.trunci"(%arg1) <{overflowFlags = #arith.overflow<none>}> : (i16) -> i8
    %1 = "arith.extui"(%0) : (i8) -> i16
    %2 = "arith.constant"() <{value = 0 : i16}> : () -> i16
    %3 = "arith.constant"() <{value = -1 : i16}> : () -> i16
    %4 = "arith.xori"(%2, %3) : (i16, i16) -> i16
    %5 = "arith.andi"(%2, %4) : (i16, i16) -> i16
    %6 = "arith.constant"() <{value = 32767 : i16}> : () -> i16
    %7 = "arith.index_cast"(%6) : (i16) -> index
    %8 = "arith.index_castui"(%7) : (index) -> i16
    "x.use"(%arg1) : (i16) -> ()
    %9 = "x.g"(%8, %4) : (i16, i16) -> i1
    %10 = "arith.cmpi"(%6, %6) <{predicate = 5 : i64}> : (i16, i16) -> i1
    %11 = "arith.muli"(%6, %1) <{overflowFlags = #arith.overflow<nsw, nuw>}> : (i16, i16) -> i16
    %12 = "arith.divui"(%11, %6) : (i16, i16) -> i16
    %13 = "arith.constant"() <{value = 17 : i16}> : () -> i16
    %14 = "arith.constant"() <{value = 15 : i16}> : () -> i16
    %15 = "arith.shrui"(%13, %14) : (i16, i16) -> i16
    %16 = "arith.constant"() <{value = 7 : i16}> : () -> i16
    "x.use"(%8) : (i16) -> ()
    %17 = "arith.constant"() <{value = -32768 : i16}> : () -> i16
    %18 = "arith.constant"() <{value = 0 : i16}> : () -> i16
    %19 = "arith.floordivsi"(%17, %18) : (i16, i16) -> i16
    %20 = "arith.constant"() <{value = 1 : i16}> : () -> i16
    "x.use"(%6) : (i16) -> ()
    %21 = "arith.index_castui"(%2) : (i16) -> index
    %22 = "arith.index_castui"(%21) : (index) -> i16
    %23 = "arith.xori"(%arg0, %2) : (i16, i16) -> i16
    %24 = "arith.xori"(%23, %2) : (i16, i16) -> i16
    %25 = "arith.constant"() <{value = 1 : i16}> : () -> i16
    %26 = "arith.constant"() <{value = -32768 : i16}> : () -> i16
    %27 = "arith.remui"(%25, %26) : (i16, i16) -> i16
    %28 = "arith.constant"() <{value = 32767 : i16}> : () -> i16
    %29 = "arith.constant"() <{value = 1 : i16}> : () -> i16
    %30:2 = "arith.mulsi_extended"(%1, %29) : (i16, i16) -> (i16, i16)
    %31 = "arith.constant"() <{value = -1 : i16}> : () -> i16
    %32 = "arith.xori"(%29, %31) : (i16, i16) -> i16
    %33 = "arith.andi"(%32, %29) : (i16, i16) -> i16
    %34 = "arith.constant"() <{value = 3 : i16}> : () -> i16
    "func.return"(%33, %34, %10) : (i16, i16, i1) -> ()
  }) : () -> ()
}) : () -> ()

