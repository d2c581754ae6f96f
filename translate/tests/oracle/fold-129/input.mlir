"builtin.module"() ({
  "func.func"() <{function_type = (i64, i64, i1) -> (i64, i64, i1), sym_name = "f"}> ({
  ^bb0(%arg0: i64, %arg1: i64, %arg2: i1):
    %0:2 = "arith.mulsi_extended"(%arg0, %arg1) : (i64, i64) -> (i64, i64)
    %1 = "arith.constant"() <{value = -9223372036854775807 : i64}> : () -> i64
    %2 = "arith.andi"(%1, %arg1) : (i64, i64) -> i64
    %3 = "arith.muli"(%1, %arg1) <{overflowFlags = #arith.overflow<nsw>}> : (i64, i64) -> i64
    %4 = "arith.divui"(%3, %arg1) : (i64, i64) -> i64
    %5 = "arith.select"(%arg2, %1, %1) : (i1, i64, i64) -> i64
    %6 = "arith.constant"() <{value = 1 : i64}> : () -> i64
    %7 = "x.f"(%5) : (i64) -> i64
    %8 = "arith.constant"() <{value = -9223372036854775807 : i64}> : () -> i64
    %9 = "arith.constant"() <{value = -1 : i64}> : () -> i64
    %10 = "arith.shli"(%8, %9) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
    %11 = "x.f"(%9) : (i64) -> i64
    %12 = "arith.minui"(%1, %11) : (i64, i64) -> i64
    %13 = "arith.shli"(%9, %0#0) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
    %14:2 = "arith.mulsi_extended"(%3, %1) : (i64, i64) -> (i64, i64)
    %15 = "arith.select"(%arg2, %6, %9) : (i1, i64, i64) -> i64
    %16 = "arith.constant"() <{value = 0 : i64}> : () -> i64
    %17:2 = "arith.addui_extended"(%9, %16) : (i64, i64) -> (i64, i1)
    %18:2 = "arith.mulsi_extended"(%0#1, %8) : (i64, i64) -> (i64, i64)
    %19 = "arith.constant"() <{value = -1 : i64}> : () -> i64
    %20 = "arith.xori"(%16, %19) : (i64, i64) -> i64
    %21 = "arith.andi"(%16, %20) : (i64, i64) -> i64
    "func.return"(%20, %21, %17#1) : (i64, i64, i1) -> ()
  }) : () -> ()
}) : () -> ()

