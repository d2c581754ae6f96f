"builtin.module"() ({
  "func.func"() <{function_type = (i32, i32, i1) -> (i32, i32, i1), sym_name = "f"}> ({
  ^bb0(%arg0: i32, %arg1: i32, %arg2: i1):
    %0 = "x.g"(%arg0, %arg1) : (i32, i32) -> i1
    "x.use"(%arg0) : (i32) -> ()
    %1 = "arith.constant"() <{value = false}> : () -> i1
    %2 = "arith.cmpi"(%0, %1) <{predicate = 0 : i64}> : (i1, i1) -> i1
    %3 = "arith.constant"() <{value = -1 : i32}> : () -> i32
    %4 = "arith.xori"(%arg1, %3) : (i32, i32) -> i32
    %5 = "arith.andi"(%4, %arg1) : (i32, i32) -> i32
    %6 = "arith.muli"(%3, %4) <{overflowFlags = #arith.overflow<nsw>}> : (i32, i32) -> i32
    %7 = "arith.divsi"(%6, %3) : (i32, i32) -> i32
    %8 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %9 = "arith.constant"() <{value = 2147483647 : i32}> : () -> i32
    %10 = "arith.subi"(%3, %9) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %11 = "arith.addi"(%9, %10) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %12 = "arith.addi"(%6, %3) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %13 = "arith.subi"(%12, %3) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %14 = "x.src"() : () -> i32
    "func.return"(%13, %14, %2) : (i32, i32, i1) -> ()
  }) : () -> ()
}) : () -> ()

