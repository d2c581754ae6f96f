"builtin.module"() ({
  "func.func"() <{function_type = (i32, i32, i1) -> (i32, i32, i1), sym_name = "f"}> ({
  ^bb0(%arg0: i32, %arg1: i32, %arg2: i1):
    %0 = "arith.constant"() <{value = 2147483647 : i32}> : () -> i32
    %1 = "arith.subi"(%arg0, %0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "x.use"(%arg0) : (i32) -> ()
    %2 = "arith.addi"(%0, %arg1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %3 = "arith.maxsi"(%arg1, %0) : (i32, i32) -> i32
    %4 = "arith.constant"() <{value = -1 : i32}> : () -> i32
    %5 = "arith.xori"(%2, %4) : (i32, i32) -> i32
    %6 = "arith.ori"(%5, %2) : (i32, i32) -> i32
    %7 = "arith.remui"(%arg0, %arg0) : (i32, i32) -> i32
    %8 = "arith.constant"() <{value = 2147483647 : i32}> : () -> i32
    %9 = "arith.ceildivsi"(%5, %arg1) : (i32, i32) -> i32
    %10 = "arith.constant"() <{value = -1 : i32}> : () -> i32
    %11 = "arith.xori"(%arg0, %10) : (i32, i32) -> i32
    %12 = "arith.ori"(%arg0, %11) : (i32, i32) -> i32
    %13 = "arith.constant"() <{value = 2147483647 : i32}> : () -> i32
    %14 = "arith.floordivsi"(%0, %13) : (i32, i32) -> i32
    %15 = "arith.addi"(%2, %0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %16 = "arith.subi"(%15, %0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %17 = "arith.addi"(%7, %0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %18 = "arith.subi"(%17, %7) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %19 = "arith.bitcast"(%10) : (i32) -> f32
    "x.usef"(%19) : (f32) -> ()
    %20 = "arith.andi"(%13, %5) : (i32, i32) -> i32
    %21 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %22 = "arith.constant"() <{value = -2147483647 : i32}> : () -> i32
    "func.return"(%21, %22, %arg2) : (i32, i32, i1) -> ()
  }) : () -> ()
}) : () -> ()

