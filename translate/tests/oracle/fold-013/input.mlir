"builtin.module"() ({
  "func.func"() <{function_type = (i16, i16, i1) -> (i16, i16, i1), sym_name = "f"}> ({
  ^bb0(%arg0: i16, %arg1: i16, %arg2: i1):
    %0 = "arith.constant"() <{value = 7 : i16}> : () -> i16
    %1 = "arith.maxui"(%arg1, %arg1) : (i16, i16) -> i16
    %2 = "arith.maxsi"(%0, %arg1) : (i16, i16) -> i16
    %3 = "arith.select"(%arg2, %0, %0) : (i1, i16, i16) -> i16
    %4 = "x.src"() : () -> i16
    %5 = "arith.muli"(%0, %1) <{overflowFlags = #arith.overflow<none>}> : (i16, i16) -> i16
    %6 = "arith.maxsi"(%0, %4) : (i16, i16) -> i16
    %7 = "arith.constant"() <{value = -1 : i16}> : () -> i16
    %8 = "arith.xori"(%5, %7) : (i16, i16) -> i16
    %9 = "arith.andi"(%5, %8) : (i16, i16) -> i16
    %10 = "x.src"() : () -> i16
    %11 = "arith.floordivsi"(%arg1, %arg1) : (i16, i16) -> i16
    %12 = "arith.shli"(%0, %0) <{overflowFlags = #arith.overflow<none>}> : (i16, i16) -> i16
    %13 = "arith.constant"() <{value = -32767 : i16}> : () -> i16
    %14 = "arith.muli"(%6, %8) <{overflowFlags = #arith.overflow<nuw>}> : (i16, i16) -> i16
    %15 = "arith.divui"(%14, %8) : (i16, i16) -> i16
    %16 = "arith.muli"(%13, %7) <{overflowFlags = #arith.overflow<nsw>}> : (i16, i16) -> i16
    %17 = "arith.divsi"(%16, %13) : (i16, i16) -> i16
    %18 = "arith.shli"(%3, %13) <{overflowFlags = #arith.overflow<none>}> : (i16, i16) -> i16
    %19 = "arith.constant"() <{value = -1 : i16}> : () -> i16
    %20 = "arith.xori"(%arg1, %19) : (i16, i16) -> i16
    %21 = "arith.ori"(%20, %arg1) : (i16, i16) -> i16
    %22 = "arith.cmpi"(%7, %0) <{predicate = 4 : i64}> : (i16, i16) -> i1
    %23 = "arith.andi"(%13, %13) : (i16, i16) -> i16
    %24 = "arith.andi"(%13, %23) : (i16, i16) -> i16
    %25 = "arith.floordivsi"(%7, %17) : (i16, i16) -> i16
    %26 = "arith.constant"() <{value = 0 : i16}> : () -> i16
    "func.return"(%25, %26, %22) : (i16, i16, i1) -> ()
  }) : () -> ()
}) : () -> ()

