"builtin.module"() ({
  "func.func"() <{function_type = (i64, i64, i1) -> (i64, i64, i1), sym_name = "f"}> ({
  ^bb0(%arg0: i64, %arg1: i64, %arg2: i1):
    %0 = "arith.constant"() <{value = -1 : i64}> : () -> i64
    %1 = "arith.bitcast"(%0) : (i64) -> f64
    %2 = "arith.bitcast"(%1) : (f64) -> i64
    %3 = "arith.constant"() <{value = -1 : i64}> : () -> i64
    %4 = "arith.xori"(%arg1, %3) : (i64, i64) -> i64
    %5 = "arith.andi"(%arg1, %4) : (i64, i64) -> i64
    %6 = "arith.cmpi"(%5, %5) <{predicate = 0 : i64}> : (i64, i64) -> i1
    %7 = "arith.constant"() <{value = 1 : i64}> : () -> i64
    %8 = "arith.subi"(%5, %7) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
    %9 = "x.g"(%0, %7) : (i64, i64) -> i1
    %10 = "arith.addi"(%arg1, %3) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
    %11 = "arith.constant"() <{value = -1 : i64}> : () -> i64
    %12 = "arith.xori"(%7, %11) : (i64, i64) -> i64
    %13 = "arith.andi"(%7, %12) : (i64, i64) -> i64
    %14 = "arith.constant"() <{value = -1 : i64}> : () -> i64
    %15 = "arith.constant"() <{value = 1 : i64}> : () -> i64
    %16 = "arith.muli"(%0, %15) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
    %17 = "x.g"(%14, %10) : (i64, i64) -> i1
    %18 = "arith.addi"(%8, %14) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
    %19 = "arith.subi"(%18, %8) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
    %20 = "arith.constant"() <{value = 1 : i64}> : () -> i64
    %21 = "arith.muli"(%arg0, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
    %22 = "arith.remsi"(%20, %19) : (i64, i64) -> i64
    %23 = "arith.constant"() <{value = -1 : i64}> : () -> i64
    %24 = "arith.xori"(%7, %23) : (i64, i64) -> i64
    %25 = "arith.andi"(%24, %7) : (i64, i64) -> i64
    %26 = "arith.addi"(%12, %3) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
    %27 = "arith.constant"() <{value = -1 : i64}> : () -> i64
    "func.return"(%26, %27, %17) : (i64, i64, i1) -> ()
  }) : () -> ()
}) : () -> ()

