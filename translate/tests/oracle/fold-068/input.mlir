"builtin.module"() ({
  "func.func"() <{function_type = (i8, i8, i1) -> (i8, i8, i1), sym_name = "f"}> ({
  ^bb0(%arg0: i8, %arg1: i8, %arg2: i1):
    %0 = "x.f"(%arg0) : (i8) -> i8
    %1 = "arith.constant"() <{value = -127 : i8}> : () -> i8
    %2 = "arith.shli"(%0, %1) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %3 = "arith.constant"() <{value = -1 : i8}> : () -> i8
    %4 = "arith.xori"(%2, %3) : (i8, i8) -> i8
    %5 = "arith.ori"(%2, %4) : (i8, i8) -> i8
    %6 = "arith.maxui"(%2, %0) : (i8, i8) -> i8
    %7 = "arith.cmpi"(%2, %arg0) <{predicate = 4 : i64}> : (i8, i8) -> i1
    %8 = "arith.select"(%arg2, %arg1, %3) : (i1, i8, i8) -> i8
    %9 = "arith.remsi"(%arg0, %arg0) : (i8, i8) -> i8
    %10 = "arith.cmpi"(%5, %5) <{predicate = 5 : i64}> : (i8, i8) -> i1
    %11 = "arith.index_cast"(%3) : (i8) -> index
    %12 = "arith.index_cast"(%11) : (index) -> i8
    "x.use"(%6) : (i8) -> ()
    %13 = "arith.andi"(%3, %3) : (i8, i8) -> i8
    %14 = "x.f"(%1) : (i8) -> i8
    %15 = "arith.andi"(%arg1, %1) : (i8, i8) -> i8
    %16 = "arith.andi"(%arg1, %15) : (i8, i8) -> i8
    %17 = "arith.andi"(%1, %arg0) : (i8, i8) -> i8
    %18 = "arith.andi"(%17, %1) : (i8, i8) -> i8
    %19 = "arith.select"(%10, %1, %3) : (i1, i8, i8) -> i8
    %20 = "arith.constant"() <{value = 1 : i8}> : () -> i8
    %21 = "arith.extui"(%20) : (i8) -> i16
    %22 = "arith.trunci"(%21) <{overflowFlags = #arith.overflow<none>}> : (i16) -> i8
    %23 = "arith.constant"() <{value = -128 : i8}> : () -> i8
    %24 = "arith.cmpi"(%3, %5) <{predicate = 4 : i64}> : (i8, i8) -> i1
    %25 = "arith.minsi"(%22, %22) : (i8, i8) -> i8
    "func.return"(%23, %25, %24) : (i8, i8, i1) -> ()
  }) : () -> ()
}) : () -> ()

