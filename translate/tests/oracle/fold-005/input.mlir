"builtin.module"() ({
  "func.func"() <{function_type = (i32, i32, i1) -> (i32, i32, i1), sym_name = "f"}> ({
  ^bb0(%arg0: i32, %arg1: i32, %arg2: i1):
    %0 = "arith.muli"(%arg1, %arg1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %1 = "arith.divui"(%0, %arg1) : (i32, i32) -> i32
    %2 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    %3 = "arith.muli"(%2, %0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %4 = "arith.minsi"(%3, %2) : (i32, i32) -> i32
    %5 = "arith.andi"(%2, %2) : (i32, i32) -> i32
    %6 = "arith.andi"(%5, %2) : (i32, i32) -> i32
    %7 = "arith.cmpi"(%1, %2) <{predicate = 0 : i64}> : (i32, i32) -> i1
    %8 = "arith.select"(%7, %2, %1) : (i1, i32, i32) -> i32
    %9 = "arith.ori"(%2, %6) : (i32, i32) -> i32
    %10 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %11 = "arith.remui"(%9, %10) : (i32, i32) -> i32
    %12 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %13 = "arith.constant"() <{value = 32 : i32}> : () -> i32
    %14 = "arith.select"(%arg2, %13, %10) : (i1, i32, i32) -> i32
    "x.use"(%1) : (i32) -> ()
    %15 = "arith.xori"(%13, %6) : (i32, i32) -> i32
    %16 = "arith.xori"(%15, %13) : (i32, i32) -> i32
    %17 = "arith.subi"(%10, %2) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %18 = "arith.addi"(%2, %17) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %19 = "arith.addi"(%12, %3) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %20 = "arith.subi"(%19, %12) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %21 = "x.src"() : () -> i32
    %22 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %23 = "arith.floordivsi"(%19, %22) : (i32, i32) -> i32
    %24 = "arith.constant"() <{value = 1359002897 : i32}> : () -> i32
    %25 = "arith.bitcast"(%12) : (i32) -> f32
    "x.usef"(%25) : (f32) -> ()
    %26 = "arith.minui"(%20, %22) : (i32, i32) -> i32
    "func.return"(%24, %26, %7) : (i32, i32, i1) -> ()
  }) : () -> ()
}) : () -> ()

