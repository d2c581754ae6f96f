"builtin.module"() ({
  "func.func"() <{function_type = (i8, i8, i1) -> (i8, i8, i1), sym_name = "f"}> ({
  ^bb0(%arg0: i8, %arg1: i8, %arg2: i1):
    %0 = "arith.constant"() <{value = -127 : i8}> : () -> i8
    "x.use"(%0) : (i8) -> ()
    %1 = "x.g"(%arg1, %arg0) : (i8, i8) -> i1
    %2 = "arith.cmpi"(%arg0, %arg0) <{predicate = 6 : i64}> : (i8, i8) -> i1
    %3 = "arith.select"(%arg2, %0, %arg1) : (i1, i8, i8) -> i8
    %4 = "arith.extui"(%arg2) : (i1) -> i8
    %5 = "arith.constant"() <{value = 0 : i8}> : () -> i8
    %6 = "arith.cmpi"(%4, %5) <{predicate = 1 : i64}> : (i8, i8) -> i1
    %7 = "arith.select"(%1, %5, %5) : (i1, i8, i8) -> i8
    %8 = "arith.constant"() <{value = -127 : i8}> : () -> i8
    %9 = "arith.select"(%6, %5, %0) : (i1, i8, i8) -> i8
    %10 = "arith.addi"(%8, %3) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %11 = "arith.subi"(%7, %0) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %12 = "arith.addi"(%11, %0) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %13 = "arith.divui"(%arg0, %arg0) : (i8, i8) -> i8
    %14 = "arith.constant"() <{value = -1 : i8}> : () -> i8
    "x.use"(%14) : (i8) -> ()
    %15 = "arith.ceildivui"(%3, %5) : (i8, i8) -> i8
    %16 = "arith.constant"() <{value = 0 : i8}> : () -> i8
    %17 = "arith.cmpi"(%14, %0) <{predicate = 2 : i64}> : (i8, i8) -> i1
    "func.return"(%15, %16, %17) : (i8, i8, i1) -> ()
  }) : () -> ()
}) : () -> ()

