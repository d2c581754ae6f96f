"builtin.module"() ({
  "func.func"() <{function_type = (i64, i64, i1) -> (i64, i64, i1), sym_name = "f"}> ({
  ^bb0(%arg0: i64, %arg1: i64, %arg2: i1):
    %0 = "arith.divui"(%arg1, %arg1) : (i64, i64) -> i64
    %1 = "arith.cmpi"(%arg0, %arg1) <{predicate = 1 : i64}> : (i64, i64) -> i1
    %2 = "arith.select"(%1, %arg0, %arg1) : (i1, i64, i64) -> i64
    "x.use"(%arg0) : (i64) -> ()
    %3 = "arith.constant"() <{value = 9223372036854775807 : i64}> : () -> i64
    %4 = "arith.floordivsi"(%3, %3) : (i64, i64) -> i64
    %5 = "arith.muli"(%3, %arg1) <{overflowFlags = #arith.overflow<nsw>}> : (i64, i64) -> i64
    %6 = "arith.divsi"(%5, %arg1) : (i64, i64) -> i64
    %7 = "arith.shrsi"(%2, %4) : (i64, i64) -> i64
    %8 = "arith.constant"() <{value = 0 : i64}> : () -> i64
    "x.use"(%5) : (i64) -> ()
    %9 = "arith.constant"() <{value = 3 : i64}> : () -> i64
    %10 = "arith.constant"() <{value = -9223372036854775808 : i64}> : () -> i64
    %11 = "arith.ceildivui"(%9, %10) : (i64, i64) -> i64
    "func.return"(%10, %11, %1) : (i64, i64, i1) -> ()
  }) : () -> ()
}) : () -> ()

