"builtin.module"() ({
  "func.func"() <{function_type = (i64, i64, i1) -> (i64, i64, i1), sym_name = "f"}> ({
  ^bb0(%arg0: i64, %arg1: i64, %arg2: i1):
    "x.use"(%arg1) : (i64) -> ()
    "x.use"(%arg1) : (i64) -> ()
    %0 = "arith.index_cast"(%arg1) : (i64) -> index
    %1 = "arith.index_castui"(%0) : (index) -> i64
    %2 = "arith.constant"() <{value = -2 : i64}> : () -> i64
    %3 = "arith.constant"() <{value = -9223372036854775808 : i64}> : () -> i64
    %4 = "arith.trunci"(%2) <{overflowFlags = #arith.overflow<none>}> : (i64) -> i8
    %5 = "arith.extui"(%4) : (i8) -> i64
    %6 = "arith.muli"(%5, %3) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
    %7 = "arith.divui"(%6, %3) : (i64, i64) -> i64
    "x.use"(%2) : (i64) -> ()
    %8 = "arith.andi"(%2, %2) : (i64, i64) -> i64
    %9 = "arith.constant"() <{value = -1 : i64}> : () -> i64
    %10 = "arith.xori"(%8, %9) : (i64, i64) -> i64
    %11 = "arith.ori"(%10, %8) : (i64, i64) -> i64
    %12 = "arith.select"(%arg2, %3, %8) : (i1, i64, i64) -> i64
    %13 = "arith.cmpi"(%2, %9) <{predicate = 6 : i64}> : (i64, i64) -> i1
    %14 = "arith.bitcast"(%10) : (i64) -> f64
    %15 = "arith.bitcast"(%14) : (f64) -> i64
    %16 = "arith.constant"() <{value = -1 : i64}> : () -> i64
    %17 = "arith.xori"(%5, %16) : (i64, i64) -> i64
    %18 = "arith.ori"(%5, %17) : (i64, i64) -> i64
    %19 = "arith.constant"() <{value = -1 : i64}> : () -> i64
    %20 = "x.g"(%3, %19) : (i64, i64) -> i1
    %21 = "x.f"(%16) : (i64) -> i64
    %22 = "x.g"(%17, %17) : (i64, i64) -> i1
    "x.use"(%12) : (i64) -> ()
    "x.use"(%2) : (i64) -> ()
    "func.return"(%19, %21, %22) : (i64, i64, i1) -> ()
  }) : () -> ()
}) : () -> ()

