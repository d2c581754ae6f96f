"builtin.module"() ({
  "func.func"() <{function_type = (i8, i8, i1) -> (i8, i8, i1), sym_name = "f"}> ({
  ^bb0(%arg0: i8, %arg1: i8, %arg2: i1):
    %0 = "arith.trunci"(%arg1) <{overflowFlags = #arith.overflow<none>}> : (i8) -> i1
    %1 = "arith.extui"(%0) : (i1) -> i8
    %2 = "arith.shrui"(%1, %arg0) : (i8, i8) -> i8
    %3 = "arith.constant"() <{value = 0 : i8}> : () -> i8
    %4 = "arith.trunci"(%arg1) <{overflowFlags = #arith.overflow<none>}> : (i8) -> i1
    %5 = "arith.extui"(%4) : (i1) -> i8
    %6 = "arith.constant"() <{value = 1 : i8}> : () -> i8
    %7 = "arith.constant"() <{value = 7 : i8}> : () -> i8
    %8 = "arith.ceildivui"(%6, %7) : (i8, i8) -> i8
    %9 = "x.src"() : () -> i8
    %10 = "arith.cmpi"(%3, %arg0) <{predicate = 1 : i64}> : (i8, i8) -> i1
    %11 = "arith.select"(%10, %3, %arg0) : (i1, i8, i8) -> i8
    %12 = "arith.constant"() <{value = -1 : i8}> : () -> i8
    %13 = "arith.xori"(%2, %12) : (i8, i8) -> i8
    %14 = "arith.andi"(%2, %13) : (i8, i8) -> i8
    %15 = "arith.constant"() <{value = -128 : i8}> : () -> i8
    %16 = "arith.constant"() <{value = 2 : i8}> : () -> i8
    %17 = "arith.divsi"(%15, %16) : (i8, i8) -> i8
    %18 = "arith.constant"() <{value = 0 : i8}> : () -> i8
    %19 = "arith.constant"() <{value = 9 : i8}> : () -> i8
    %20 = "arith.constant"() <{value = 3 : i8}> : () -> i8
    %21 = "arith.ceildivsi"(%19, %20) : (i8, i8) -> i8
    %22 = "arith.constant"() <{value = 127 : i8}> : () -> i8
    %23 = "arith.constant"() <{value = -1 : i8}> : () -> i8
    %24 = "arith.ceildivsi"(%22, %23) : (i8, i8) -> i8
    %25 = "arith.constant"() <{value = 7 : i8}> : () -> i8
    %26 = "x.g"(%arg1, %18) : (i8, i8) -> i1
    %27 = "arith.constant"() <{value = 36 : i8}> : () -> i8
    %28 = "arith.constant"() <{value = 127 : i8}> : () -> i8
    %29 = "arith.constant"() <{value = 7 : i8}> : () -> i8
    %30 = "arith.andi"(%1, %29) : (i8, i8) -> i8
    "x.use"(%9) : (i8) -> ()
    %31 = "arith.constant"() <{value = -128 : i8}> : () -> i8
    %32 = "arith.floordivsi"(%arg1, %31) : (i8, i8) -> i8
    %33 = "arith.constant"() <{value = 3 : i8}> : () -> i8
    %34 = "arith.constant"() <{value = 2 : i8}> : () -> i8
    %35 = "arith.shrsi"(%33, %34) : (i8, i8) -> i8
    "func.return"(%34, %35, %26) : (i8, i8, i1) -> ()
  }) : () -> ()
}) : () -> ()

