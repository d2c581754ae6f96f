"builtin.module"() ({
  "func.func"() <{function_type = (i16, i16, i1) -> (i16, i16, i1), sym_name = "f"}> ({
  ^bb0(%arg0: i16, %arg1: i16, %arg2: i1):
    %0 = "arith.constant"() <{value = 32767 : i16}> : () -> i16
    %1 = "arith.constant"() <{value = 0 : i16}> : () -> i16
    %2 = "arith.divsi"(%0, %1) : (i16, i16) -> i16
    %3 = "arith.constant"() <{value = 32767 : i16}> : () -> i16
    %4 = "arith.constant"() <{value = -1 : i16}> : () -> i16
    %5 = "arith.ceildivui"(%3, %4) : (i16, i16) -> i16
    %6 = "arith.constant"() <{value = 0 : i16}> : () -> i16
    %7 = "arith.constant"() <{value = 17 : i16}> : () -> i16
    %8 = "arith.shrui"(%6, %7) : (i16, i16) -> i16
    %9 = "arith.constant"() <{value = 17 : i16}> : () -> i16
    %10 = "arith.index_castui"(%9) : (i16) -> index
    %11 = "arith.index_cast"(%10) : (index) -> i16
    %12:2 = "arith.addui_extended"(%3, %11) : (i16, i16) -> (i16, i1)
    %13:2 = "arith.addui_extended"(%0, %2) : (i16, i16) -> (i16, i1)
    %14 = "arith.constant"() <{value = 0 : i16}> : () -> i16
    %15 = "arith.constant"() <{value = -1 : i16}> : () -> i16
    %16 = "arith.shrui"(%14, %15) : (i16, i16) -> i16
    %17 = "arith.constant"() <{value = 1 : i16}> : () -> i16
    %18:2 = "arith.addui_extended"(%7, %17) : (i16, i16) -> (i16, i1)
    %19 = "arith.cmpi"(%9, %17) <{predicate = 0 : i64}> : (i16, i16) -> i1
    "x.use"(%0) : (i16) -> ()
    %20 = "arith.xori"(%18#0, %15) : (i16, i16) -> i16
    %21 = "arith.xori"(%20, %18#0) : (i16, i16) -> i16
    %22 = "arith.constant"() <{value = 1 : i16}> : () -> i16
    %23 = "arith.constant"() <{value = -29041 : i16}> : () -> i16
    %24 = "arith.divsi"(%22, %23) : (i16, i16) -> i16
    %25 = "arith.floordivsi"(%15, %15) : (i16, i16) -> i16
    %26 = "arith.constant"() <{value = 1 : i16}> : () -> i16
    %27 = "arith.constant"() <{value = -1 : i16}> : () -> i16
    %28 = "arith.shli"(%26, %27) <{overflowFlags = #arith.overflow<none>}> : (i16, i16) -> i16
    %29 = "arith.constant"() <{value = 1 : i16}> : () -> i16
    %30:2 = "arith.addui_extended"(%4, %29) : (i16, i16) -> (i16, i1)
    %31 = "arith.muli"(%13#0, %26) <{overflowFlags = #arith.overflow<none>}> : (i16, i16) -> i16
    %32 = "arith.minui"(%0, %0) : (i16, i16) -> i16
    %33 = "arith.bitcast"(%14) : (i16) -> f16
    %34 = "arith.bitcast"(%33) : (f16) -> i16
    %35 = "arith.constant"() <{value = 2 : i16}> : () -> i16
    %36 = "arith.index_cast"(%35) : (i16) -> index
    %37 = "arith.index_castui"(%36) : (index) -> i16
    "func.return"(%35, %37, %30#1) : (i16, i16, i1) -> ()
  }) : () -> ()
}) : () -> ()

