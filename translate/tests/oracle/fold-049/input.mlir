"builtin.module"() ({
  "func.func"() <{function_type = (i64, i64, i1) -> (i64, i64, i1), sym_name = "f"}> ({
  ^bb0(%arg0: i64, %arg1: i64, %arg2: i1):
    %0 = "arith.remsi"(%arg0, %arg0) : (i64, i64) -> i64
    %1 = "arith.select"(%arg2, %arg0, %arg0) : (i1, i64, i64) -> i64
    %2 = "arith.remsi"(%1, %1) : (i64, i64) -> i64
    %3 = "arith.constant"() <{value = -1 : i64}> : () -> i64
    %4 = "arith.xori"(%arg0, %3) : (i64, i64) -> i64
    %5 = "arith.andi"(%4, %arg0) : (i64, i64) -> i64
    "x.use"(%3) : (i64) -> ()
    "x.use"(%3) : (i64) -> ()
    %6 = "arith.cmpi"(%3, %1) <{predicate = 1 : i64}> : (i64, i64) -> i1
    %7 = "arith.select"(%6, %1, %3) : (i1, i64, i64) -> i64
    %8 = "arith.constant"() <{value = 1 : i64}> : () -> i64
    %9 = "arith.muli"(%8, %arg1) <{overflowFlags = #arith.overflow<nuw>}> : (i64, i64) -> i64
    %10 = "arith.divsi"(%9, %8) : (i64, i64) -> i64
    %11 = "arith.bitcast"(%8) : (i64) -> f64
    %12 = "arith.bitcast"(%11) : (f64) -> i64
    "x.use"(%3) : (i64) -> ()
    %13 = "arith.xori"(%5, %1) : (i64, i64) -> i64
    %14 = "arith.xori"(%5, %13) : (i64, i64) -> i64
    %15 = "arith.muli"(%8, %3) <{overflowFlags = #arith.overflow<nuw>}> : (i64, i64) -> i64
    %16 = "arith.divui"(%15, %8) : (i64, i64) -> i64
    "x.use"(%3) : (i64) -> ()
    %17 = "arith.trunci"(%8) <{overflowFlags = #arith.overflow<none>}> : (i64) -> i8
    %18 = "arith.trunci"(%17) <{overflowFlags = #arith.overflow<none>}> : (i8) -> i1
    %19 = "arith.extsi"(%18) : (i1) -> i64
    %20 = "arith.maxsi"(%8, %arg0) : (i64, i64) -> i64
    %21 = "arith.bitcast"(%8) : (i64) -> f64
    %22 = "arith.bitcast"(%21) : (f64) -> i64
    %23 = "arith.constant"() <{value = 9223372036854775807 : i64}> : () -> i64
    %24 = "arith.ceildivsi"(%19, %23) : (i64, i64) -> i64
    %25 = "arith.subi"(%20, %16) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
    %26 = "arith.addi"(%25, %16) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
    %27 = "arith.constant"() <{value = -1 : i64}> : () -> i64
    %28 = "arith.shrui"(%27, %27) : (i64, i64) -> i64
    %29 = "x.f"(%26) : (i64) -> i64
    "func.return"(%28, %29, %6) : (i64, i64, i1) -> ()
  }) : () -> ()
}) : () -> ()

