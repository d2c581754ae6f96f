"builtin.module"() ({
  "func.func"() <{function_type = (i8, i8, i1) -> (i8, i8, i1), sym_name = "f"}> ({
  ^bb0(%arg0: i8, %arg1: i8, %arg2: i1):
    %0 = "arith.constant"() <{value = -1 : i8}> : () -> i8
    %1 = "arith.index_castui"(%0) : (i8) -> index
    %2 = "arith.index_cast"(%1) : (index) -> i8
    %3 = "arith.cmpi"(%2, %2) <{predicate = 5 : i64}> : (i8, i8) -> i1
    %4 = "arith.select"(%arg2, %arg1, %0) : (i1, i8, i8) -> i8
    %5:2 = "arith.mulsi_extended"(%0, %arg1) : (i8, i8) -> (i8, i8)
    %6:2 = "arith.addui_extended"(%0, %5#0) : (i8, i8) -> (i8, i1)
    %7 = "arith.muli"(%arg1, %0) <{overflowFlags = #arith.overflow<nsw>}> : (i8, i8) -> i8
    %8 = "arith.divui"(%7, %0) : (i8, i8) -> i8
    %9 = "arith.constant"() <{value = 0 : i8}> : () -> i8
    %10 = "x.g"(%0, %5#1) : (i8, i8) -> i1
    %11 = "arith.constant"() <{value = 127 : i8}> : () -> i8
    %12 = "arith.constant"() <{value = 0 : i8}> : () -> i8
    %13 = "arith.shli"(%11, %12) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %14 = "arith.constant"() <{value = 3 : i8}> : () -> i8
    %15 = "arith.index_cast"(%14) : (i8) -> index
    %16 = "arith.index_cast"(%15) : (index) -> i8
    %17:2 = "arith.mului_extended"(%14, %4) : (i8, i8) -> (i8, i8)
    %18 = "arith.select"(%6#1, %9, %0) : (i1, i8, i8) -> i8
    %19 = "arith.constant"() <{value = 3 : i8}> : () -> i8
    %20 = "arith.index_cast"(%19) : (i8) -> index
    %21 = "arith.index_cast"(%20) : (index) -> i8
    %22 = "arith.andi"(%7, %arg1) : (i8, i8) -> i8
    %23 = "arith.andi"(%22, %7) : (i8, i8) -> i8
    %24 = "arith.constant"() <{value = 8 : i8}> : () -> i8
    %25 = "arith.index_castui"(%24) : (i8) -> index
    %26 = "arith.index_cast"(%25) : (index) -> i8
    %27 = "arith.addi"(%19, %19) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %28 = "arith.constant"() <{value = 8 : i8}> : () -> i8
    %29 = "arith.remsi"(%21, %21) : (i8, i8) -> i8
    %30 = "arith.constant"() <{value = -128 : i8}> : () -> i8
    %31 = "x.src"() : () -> i8
    "func.return"(%30, %31, %10) : (i8, i8, i1) -> ()
  }) : () -> ()
}) : () -> ()

