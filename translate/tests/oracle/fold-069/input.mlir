"builtin.module"() ({
  "func.func"() <{function_type = (i64, i64, i1) -> (i64, i64, i1), sym_name = "f"}> ({
  ^bb0(%arg0: i64, %arg1: i64, %arg2: i1):
    %0 = "x.src"() : () -> i64
    %1 = "arith.divsi"(%0, %arg1) : (i64, i64) -> i64
    %2 = "arith.subi"(%1, %0) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
    %3 = "arith.addi"(%2, %0) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
    %4 = "arith.muli"(%arg0, %2) <{overflowFlags = #arith.overflow<nuw>}> : (i64, i64) -> i64
    %5 = "arith.divui"(%4, %2) : (i64, i64) -> i64
    %6 = "arith.constant"() <{value = 2 : i64}> : () -> i64
    %7 = "arith.minui"(%6, %3) : (i64, i64) -> i64
    %8 = "arith.constant"() <{value = 9223372036854775807 : i64}> : () -> i64
    %9 = "arith.ceildivui"(%0, %8) : (i64, i64) -> i64
    %10 = "arith.bitcast"(%5) : (i64) -> f64
    "x.usef"(%10) : (f64) -> ()
    %11 = "arith.constant"() <{value = 65 : i64}> : () -> i64
    %12 = "arith.constant"() <{value = -1 : i64}> : () -> i64
    %13 = "arith.xori"(%5, %12) : (i64, i64) -> i64
    %14 = "arith.andi"(%13, %5) : (i64, i64) -> i64
    %15 = "arith.minsi"(%8, %11) : (i64, i64) -> i64
    %16 = "arith.constant"() <{value = 63 : i64}> : () -> i64
    %17 = "arith.subi"(%12, %9) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
    "func.return"(%16, %17, %arg2) : (i64, i64, i1) -> ()
  }) : () -> ()
}) : () -> ()

