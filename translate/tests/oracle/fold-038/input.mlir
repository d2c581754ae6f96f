"builtin.module"() ({
  "func.func"() <{function_type = (i32, i32, i1) -> (i32, i32, i1), sym_name = "f"}> ({
  ^bb0(%arg0: i32, %arg1: i32, %arg2: i1):
    %0 = "arith.shrui"(%arg0, %arg0) : (i32, i32) -> i32
    %1 = "arith.select"(%arg2, %arg1, %0) : (i1, i32, i32) -> i32
    %2 = "arith.constant"() <{value = 2147483647 : i32}> : () -> i32
    %3 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %4 = "arith.divui"(%3, %3) : (i32, i32) -> i32
    %5 = "arith.cmpi"(%arg0, %3) <{predicate = 0 : i64}> : (i32, i32) -> i1
    %6 = "arith.select"(%5, %3, %arg0) : (i1, i32, i32) -> i32
    %7 = "arith.addi"(%arg0, %1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %8 = "arith.subi"(%7, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "x.use"(%2) : (i32) -> ()
    %9 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %10 = "arith.subi"(%6, %9) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %11 = "arith.xori"(%2, %7) : (i32, i32) -> i32
    %12 = "arith.xori"(%11, %7) : (i32, i32) -> i32
    %13 = "arith.shrsi"(%7, %6) : (i32, i32) -> i32
    %14 = "arith.subi"(%2, %9) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %15 = "x.f"(%8) : (i32) -> i32
    "func.return"(%14, %15, %5) : (i32, i32, i1) -> ()
  }) : () -> ()
}) : () -> ()

