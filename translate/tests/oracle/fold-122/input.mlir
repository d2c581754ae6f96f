"builtin.module"() ({
  "func.func"() <{function_type = (i1, i1, i1) -> (i1, i1, i1), sym_name = "f"}> ({
  ^bb0(%arg0: i1, %arg1: i1, %arg2: i1):
    %0 = "arith.muli"(%arg0, %arg0) <{overflowFlags = #arith.overflow<nsw>}> : (i1, i1) -> i1
    %1 = "arith.divui"(%0, %arg0) : (i1, i1) -> i1
    %2 = "arith.constant"() <{value = false}> : () -> i1
    %3:2 = "arith.mului_extended"(%1, %2) : (i1, i1) -> (i1, i1)
    %4 = "arith.constant"() <{value = true}> : () -> i1
    %5 = "x.g"(%arg1, %arg1) : (i1, i1) -> i1
    %6 = "arith.constant"() <{value = false}> : () -> i1
    %7 = "arith.constant"() <{value = true}> : () -> i1
    %8 = "arith.floordivsi"(%6, %7) : (i1, i1) -> i1
    %9 = "arith.constant"() <{value = false}> : () -> i1
    %10 = "arith.select"(%arg2, %4, %7) : (i1, i1, i1) -> i1
    %11 = "arith.maxsi"(%2, %0) : (i1, i1) -> i1
    %12 = "arith.constant"() <{value = true}> : () -> i1
    %13 = "arith.constant"() <{value = false}> : () -> i1
    %14 = "arith.select"(%2, %12, %13) : (i1, i1, i1) -> i1
    %15 = "arith.ceildivui"(%4, %9) : (i1, i1) -> i1
    %16 = "arith.constant"() <{value = false}> : () -> i1
    %17 = "arith.maxui"(%13, %16) : (i1, i1) -> i1
    %18 = "arith.andi"(%12, %16) : (i1, i1) -> i1
    %19 = "arith.muli"(%9, %arg2) <{overflowFlags = #arith.overflow<none>}> : (i1, i1) -> i1
    %20 = "arith.divsi"(%19, %arg2) : (i1, i1) -> i1
    %21 = "arith.constant"() <{value = true}> : () -> i1
    %22 = "arith.constant"() <{value = false}> : () -> i1
    %23 = "arith.remsi"(%21, %22) : (i1, i1) -> i1
    %24:2 = "arith.addui_extended"(%4, %arg1) : (i1, i1) -> (i1, i1)
    %25 = "arith.constant"() <{value = true}> : () -> i1
    %26 = "arith.constant"() <{value = false}> : () -> i1
    %27 = "arith.remsi"(%25, %26) : (i1, i1) -> i1
    "func.return"(%26, %27, %27) : (i1, i1, i1) -> ()
  }) : () -> ()
}) : () -> ()

