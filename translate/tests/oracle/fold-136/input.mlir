"builtin.module"() ({
  "func.func"() <{function_type = (i64, i64, i1) -> (i64, i64, i1), sym_name = "f"}> ({
  ^bb0(%arg0: i64, %arg1: i64, %arg2: i1):
    %0 = "arith.constant"() <{value = -1 : i64}> : () -> i64
    %1 = "arith.cmpi"(%0, %0) <{predicate = 1 : i64}> : (i64, i64) -> i1
    %2 = "arith.select"(%arg2, %arg0, %0) : (i1, i64, i64) -> i64
    "x.use"(%0) : (i64) -> ()
    %3 = "x.g"(%0, %arg0) : (i64, i64) -> i1
    %4 = "arith.addi"(%0, %0) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
    %5 = "arith.subi"(%4, %0) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
    %6 = "arith.constant"() <{value = 0 : i64}> : () -> i64
    %7:2 = "arith.mulsi_extended"(%arg1, %6) : (i64, i64) -> (i64, i64)
    %8:2 = "arith.mulsi_extended"(%2, %0) : (i64, i64) -> (i64, i64)
    %9 = "arith.constant"() <{value = 1 : i64}> : () -> i64
    %10:2 = "arith.addui_extended"(%6, %9) : (i64, i64) -> (i64, i1)
    "func.return"(%9, %10#0, %10#1) : (i64, i64, i1) -> ()
  }) : () -> ()
}) : () -> ()

