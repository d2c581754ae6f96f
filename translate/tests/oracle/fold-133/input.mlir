"builtin.module"() ({
  "func.func"() <{function_type = (i32, i32, i1) -> (i32, i32, i1), sym_name = "f"}> ({
  ^bb0(%arg0: i32, %arg1: i32, %arg2: i1):
    %0 = "arith.subi"(%arg0, %arg1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %1 = "arith.addi"(%0, %arg1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %2 = "arith.minsi"(%1, %1) : (i32, i32) -> i32
    %3 = "arith.constant"() <{value = -2147483647 : i32}> : () -> i32
    %4:2 = "arith.addui_extended"(%2, %3) : (i32, i32) -> (i32, i1)
    %5 = "arith.constant"() <{value = 32 : i32}> : () -> i32
    %6 = "arith.constant"() <{value = 33 : i32}> : () -> i32
    %7 = "arith.remsi"(%5, %6) : (i32, i32) -> i32
    %8 = "arith.constant"() <{value = -2147483648 : i32}> : () -> i32
    %9 = "arith.constant"() <{value = 32 : i32}> : () -> i32
    %10 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %11 = "arith.ceildivui"(%9, %10) : (i32, i32) -> i32
    %12 = "arith.addi"(%6, %1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %13 = "arith.constant"() <{value = -1 : i32}> : () -> i32
    %14 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %15 = "arith.remsi"(%13, %14) : (i32, i32) -> i32
    %16 = "arith.addi"(%13, %0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %17 = "arith.subi"(%16, %13) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %18 = "arith.subi"(%4#0, %14) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %19 = "arith.addi"(%14, %18) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %20 = "arith.constant"() <{value = -7 : i32}> : () -> i32
    %21 = "arith.constant"() <{value = 7 : i32}> : () -> i32
    %22 = "arith.shrsi"(%20, %21) : (i32, i32) -> i32
    %23 = "arith.constant"() <{value = -2147483647 : i32}> : () -> i32
    %24 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    %25 = "arith.cmpi"(%21, %23) <{predicate = 5 : i64}> : (i32, i32) -> i1
    %26 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    "func.return"(%24, %26, %25) : (i32, i32, i1) -> ()
  }) : () -> ()
}) : () -> ()

