"builtin.module"() ({
  "func.func"() <{function_type = (i64, i64, i1) -> (i64, i64, i1), sym_name = "f"}> ({
  ^bb0(%arg0: i64, %arg1: i64, %arg2: i1):
    "x.use"(%arg1) : (i64) -> ()
    %0 = "arith.muli"(%arg1, %arg0) <{overflowFlags = #arith.overflow<nuw>}> : (i64, i64) -> i64
    %1 = "arith.divsi"(%0, %arg0) : (i64, i64) -> i64
    %2 = "arith.constant"() <{value = -1 : i64}> : () -> i64
    %3 = "arith.xori"(%arg0, %2) : (i64, i64) -> i64
    %4 = "arith.ori"(%arg0, %3) : (i64, i64) -> i64
    %5 = "arith.extsi"(%arg2) : (i1) -> i64
    %6 = "arith.constant"() <{value = 0 : i64}> : () -> i64
    %7 = "arith.cmpi"(%5, %6) <{predicate = 0 : i64}> : (i64, i64) -> i1
    %8 = "arith.cmpi"(%2, %2) <{predicate = 1 : i64}> : (i64, i64) -> i1
    "x.use"(%2) : (i64) -> ()
    %9 = "arith.constant"() <{value = -1 : i64}> : () -> i64
    %10 = "arith.xori"(%4, %9) : (i64, i64) -> i64
    %11 = "arith.andi"(%4, %10) : (i64, i64) -> i64
    %12 = "arith.muli"(%6, %arg1) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
    %13 = "arith.divui"(%12, %6) : (i64, i64) -> i64
    %14 = "arith.constant"() <{value = 9223372036854775807 : i64}> : () -> i64
    %15 = "arith.remui"(%2, %14) : (i64, i64) -> i64
    %16 = "arith.minsi"(%14, %13) : (i64, i64) -> i64
    %17 = "arith.divui"(%15, %5) : (i64, i64) -> i64
    %18 = "arith.extui"(%7) : (i1) -> i64
    %19 = "arith.constant"() <{value = 0 : i64}> : () -> i64
    %20 = "arith.cmpi"(%18, %19) <{predicate = 1 : i64}> : (i64, i64) -> i1
    %21 = "arith.constant"() <{value = -1 : i64}> : () -> i64
    %22 = "arith.xori"(%17, %21) : (i64, i64) -> i64
    %23 = "arith.andi"(%22, %17) : (i64, i64) -> i64
    %24 = "arith.maxsi"(%19, %9) : (i64, i64) -> i64
    %25 = "arith.constant"() <{value = false}> : () -> i1
    %26 = "arith.cmpi"(%20, %25) <{predicate = 0 : i64}> : (i1, i1) -> i1
    %27 = "arith.constant"() <{value = -1 : i64}> : () -> i64
    %28 = "arith.remui"(%2, %27) : (i64, i64) -> i64
    "x.use"(%15) : (i64) -> ()
    %29 = "arith.constant"() <{value = 7 : i64}> : () -> i64
    "func.return"(%28, %29, %26) : (i64, i64, i1) -> ()
  }) : () -> ()
}) : () -> ()

