"builtin.module"() ({
  "func.func"() <{function_type = (i8, i8, i1) -> (i8, i8, i1), sym_name = "f"}> ({
  ^bb0(%arg0: i8, %arg1: i8, %arg2: i1):
    %0 = "arith.constant"() <{value = 0 : i8}> : () -> i8
    %1 = "arith.constant"() <{value = -128 : i8}> : () -> i8
    %2 = "arith.floordivsi"(%0, %1) : (i8, i8) -> i8
    %3 = "arith.constant"() <{value = 0 : i8}> : () -> i8
    %4 = "arith.constant"() <{value = -128 : i8}> : () -> i8
    %5 = "arith.divsi"(%3, %4) : (i8, i8) -> i8
    %6 = "arith.shrui"(%5, %2) : (i8, i8) -> i8
    %7 = "x.src"() : () -> i8
    %8 = "arith.constant"() <{value = -1 : i8}> : () -> i8
    %9 = "arith.xori"(%arg0, %8) : (i8, i8) -> i8
    %10 = "arith.andi"(%9, %arg0) : (i8, i8) -> i8
    %11:2 = "arith.mulsi_extended"(%0, %2) : (i8, i8) -> (i8, i8)
    %12 = "arith.constant"() <{value = 127 : i8}> : () -> i8
    %13 = "arith.constant"() <{value = 0 : i8}> : () -> i8
    %14 = "arith.ceildivui"(%12, %13) : (i8, i8) -> i8
    %15 = "arith.constant"() <{value = 3 : i8}> : () -> i8
    %16 = "arith.constant"() <{value = 0 : i8}> : () -> i8
    %17 = "arith.remsi"(%15, %16) : (i8, i8) -> i8
    %18 = "arith.shrsi"(%7, %7) : (i8, i8) -> i8
    %19 = "arith.constant"() <{value = 127 : i8}> : () -> i8
    %20 = "arith.constant"() <{value = 7 : i8}> : () -> i8
    %21 = "arith.shrsi"(%19, %20) : (i8, i8) -> i8
    %22 = "arith.constant"() <{value = false}> : () -> i1
    %23 = "arith.cmpi"(%arg2, %22) <{predicate = 0 : i64}> : (i1, i1) -> i1
    "x.use"(%20) : (i8) -> ()
    %24:2 = "arith.mulsi_extended"(%16, %12) : (i8, i8) -> (i8, i8)
    %25 = "arith.constant"() <{value = 1 : i8}> : () -> i8
    %26:2 = "arith.mului_extended"(%24#1, %25) : (i8, i8) -> (i8, i8)
    %27 = "arith.constant"() <{value = 0 : i8}> : () -> i8
    %28:2 = "arith.addui_extended"(%12, %27) : (i8, i8) -> (i8, i1)
    %29 = "x.src"() : () -> i8
    "func.return"(%28#0, %29, %28#1) : (i8, i8, i1) -> ()
  }) : () -> ()
}) : () -> ()

