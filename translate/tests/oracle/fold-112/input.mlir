"builtin.module"() ({
  "func.func"() <{function_type = (i64, i64, i1) -> (i64, i64, i1), sym_name = "f"}> ({
  ^bb0(%arg0: i64, %arg1: i64, %arg2: i1):
    %0 = "arith.select"(%arg2, %arg0, %arg1) : (i1, i64, i64) -> i64
    %1 = "arith.constant"() <{value = 7 : i64}> : () -> i64
    %2 = "arith.constant"() <{value = -9223372036854775808 : i64}> : () -> i64
    %3 = "arith.remsi"(%1, %2) : (i64, i64) -> i64
    %4 = "arith.remsi"(%0, %1) : (i64, i64) -> i64
    %5 = "arith.constant"() <{value = 64 : i64}> : () -> i64
    %6 = "arith.cmpi"(%4, %5) <{predicate = 9 : i64}> : (i64, i64) -> i1
    %7 = "arith.muli"(%arg1, %2) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
    %8:2 = "arith.addui_extended"(%2, %1) : (i64, i64) -> (i64, i1)
    %9:2 = "arith.addui_extended"(%1, %5) : (i64, i64) -> (i64, i1)
    %10 = "arith.constant"() <{value = 0 : i64}> : () -> i64
    %11 = "arith.index_cast"(%10) : (i64) -> index
    %12 = "arith.index_castui"(%11) : (index) -> i64
    %13 = "arith.muli"(%5, %5) <{overflowFlags = #arith.overflow<nuw>}> : (i64, i64) -> i64
    %14 = "arith.divsi"(%13, %5) : (i64, i64) -> i64
    "func.return"(%13, %14, %9#1) : (i64, i64, i1) -> ()
  }) : () -> ()
}) : () -> ()

