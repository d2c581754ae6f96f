"builtin.module"() ({
  "func.func"() <{function_type = (i64, i64, i1) -> (i64, i64, i1), sym_name = "f"}> ({
  ^bb0(%arg0: i64, %arg1: i64, %arg2: i1):
    %0 = "arith.constant"() <{value = 1 : i64}> : () -> i64
    %1 = "arith.constant"() <{value = 2 : i64}> : () -> i64
    "x.use"(%1) : (i64) -> ()
    %2 = "arith.shli"(%1, %1) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
    %3 = "arith.andi"(%0, %0) : (i64, i64) -> i64
    %4 = "arith.andi"(%3, %0) : (i64, i64) -> i64
    %5 = "arith.maxsi"(%1, %1) : (i64, i64) -> i64
    %6 = "arith.select"(%arg2, %1, %5) : (i1, i64, i64) -> i64
    %7 = "arith.constant"() <{value = 1 : i64}> : () -> i64
    %8 = "arith.ceildivsi"(%arg1, %7) : (i64, i64) -> i64
    %9 = "arith.constant"() <{value = -1 : i64}> : () -> i64
    %10 = "arith.xori"(%0, %9) : (i64, i64) -> i64
    %11 = "arith.andi"(%0, %10) : (i64, i64) -> i64
    "func.return"(%10, %11, %arg2) : (i64, i64, i1) -> ()
  }) : () -> ()
}) : () -> ()

