"builtin.module"() ({
  "func.func"() <{function_type = (i1, i1, i1) -> (i1, i1, i1), sym_name = "f"}> ({
  ^bb0(%arg0: i1, %arg1: i1, %arg2: i1):
    %0 = "arith.subi"(%arg0, %arg1) <{overflowFlags = #arith.overflow<none>}> : (i1, i1) -> i1
    %1 = "arith.ceildivui"(%arg1, %arg2) : (i1, i1) -> i1
    %2 = "arith.constant"() <{value = false}> : () -> i1
    %3 = "x.g"(%0, %2) : (i1, i1) -> i1
    %4 = "arith.subi"(%arg1, %2) <{overflowFlags = #arith.overflow<none>}> : (i1, i1) -> i1
    %5 = "arith.addi"(%4, %2) <{overflowFlags = #arith.overflow<none>}> : (i1, i1) -> i1
    %6 = "arith.subi"(%3, %2) <{overflowFlags = #arith.overflow<none>}> : (i1, i1) -> i1
    %7 = "arith.addi"(%6, %2) <{overflowFlags = #arith.overflow<none>}> : (i1, i1) -> i1
    %8 = "arith.ceildivui"(%2, %2) : (i1, i1) -> i1
    %9 = "arith.minui"(%2, %arg0) : (i1, i1) -> i1
    %10 = "x.src"() : () -> i1
    %11 = "arith.muli"(%6, %6) <{overflowFlags = #arith.overflow<none>}> : (i1, i1) -> i1
    %12 = "arith.divui"(%11, %6) : (i1, i1) -> i1
    %13 = "arith.constant"() <{value = true}> : () -> i1
    %14 = "arith.constant"() <{value = true}> : () -> i1
    %15 = "arith.shrsi"(%arg1, %14) : (i1, i1) -> i1
    %16 = "arith.constant"() <{value = false}> : () -> i1
    %17 = "arith.cmpi"(%1, %1) <{predicate = 8 : i64}> : (i1, i1) -> i1
    %18 = "arith.shrui"(%16, %16) : (i1, i1) -> i1
    %19 = "arith.select"(%13, %arg1, %14) : (i1, i1, i1) -> i1
    "func.return"(%18, %19, %19) : (i1, i1, i1) -> ()
  }) : () -> ()
}) : () -> ()

