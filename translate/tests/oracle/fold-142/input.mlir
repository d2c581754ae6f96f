"builtin.module"() ({
  "func.func"() <{function_type = (i16, i16, i1) -> (i16, i16, i1), sym_name = "f"}> ({
  ^bb0(%arg0: i16, %arg1: i16, %arg2: i1):
    %0 = "arith.remsi"(%arg1, %arg1) : (i16, i16) -> i16
    %1 = "arith.xori"(%arg1, %0) : (i16, i16) -> i16
    %2 = "arith.xori"(%arg1, %1) : (i16, i16) -> i16
    %3 = "arith.constant"() <{value = 1 : i16}> : () -> i16
    %4 = "arith.index_castui"(%3) : (i16) -> index
    %5 = "arith.index_castui"(%4) : (index) -> i16
    %6 = "arith.constant"() <{value = -32768 : i16}> : () -> i16
    %7 = "arith.constant"() <{value = 0 : i16}> : () -> i16
    %8 = "arith.shli"(%6, %7) <{overflowFlags = #arith.overflow<none>}> : (i16, i16) -> i16
    %9 = "arith.muli"(%3, %3) <{overflowFlags = #arith.overflow<nuw>}> : (i16, i16) -> i16
    %10 = "arith.divsi"(%9, %3) : (i16, i16) -> i16
    %11 = "arith.cmpi"(%5, %arg0) <{predicate = 4 : i64}> : (i16, i16) -> i1
    %12 = "arith.cmpi"(%0, %8) <{predicate = 0 : i64}> : (i16, i16) -> i1
    %13 = "arith.select"(%12, %8, %0) : (i1, i16, i16) -> i16
    %14 = "arith.divsi"(%arg0, %7) : (i16, i16) -> i16
    %15:2 = "arith.mului_extended"(%3, %3) : (i16, i16) -> (i16, i16)
    %16 = "arith.constant"() <{value = 3 : i16}> : () -> i16
    %17 = "arith.constant"() <{value = 0 : i16}> : () -> i16
    %18 = "arith.shrsi"(%16, %17) : (i16, i16) -> i16
    %19 = "arith.remui"(%10, %5) : (i16, i16) -> i16
    %20 = "arith.constant"() <{value = 3 : i16}> : () -> i16
    %21 = "arith.constant"() <{value = 0 : i16}> : () -> i16
    %22 = "arith.divsi"(%20, %21) : (i16, i16) -> i16
    %23 = "arith.index_castui"(%5) : (i16) -> index
    %24 = "arith.index_cast"(%23) : (index) -> i16
    "func.return"(%22, %24, %12) : (i16, i16, i1) -> ()
  }) : () -> ()
}) : () -> ()

