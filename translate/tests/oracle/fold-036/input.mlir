"builtin.module"() ({
  "func.func"() <{function_type = (i8, i8, i1) -> (i8, i8, i1), sym_name = "f"}> ({
  ^bb0(%arg0: i8, %arg1: i8, %arg2: i1):
    "x.use"(%arg0) : (i8) -> ()
    %0 = "arith.ceildivui"(%arg1, %arg0) : (i8, i8) -> i8
    %1 = "arith.subi"(%0, %arg1) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %2 = "arith.addi"(%arg1, %arg1) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %3 = "arith.subi"(%2, %arg1) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %4 = "arith.constant"() <{value = 127 : i8}> : () -> i8
    %5 = "arith.divui"(%arg0, %4) : (i8, i8) -> i8
    %6 = "arith.cmpi"(%arg0, %arg0) <{predicate = 3 : i64}> : (i8, i8) -> i1
    "x.use"(%arg1) : (i8) -> ()
    %7 = "arith.muli"(%3, %1) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %8 = "arith.trunci"(%1) <{overflowFlags = #arith.overflow<none>}> : (i8) -> i1
    %9 = "arith.extsi"(%8) : (i1) -> i8
    "x.use"(%4) : (i8) -> ()
    %10 = "arith.constant"() <{value = -1 : i8}> : () -> i8
    %11 = "arith.constant"() <{value = -1 : i8}> : () -> i8
    %12 = "arith.xori"(%4, %11) : (i8, i8) -> i8
    %13 = "arith.andi"(%12, %4) : (i8, i8) -> i8
    %14 = "arith.shrui"(%11, %arg1) : (i8, i8) -> i8
    %15 = "x.g"(%5, %7) : (i8, i8) -> i1
    %16 = "arith.constant"() <{value = 1 : i8}> : () -> i8
    %17 = "x.g"(%12, %10) : (i8, i8) -> i1
    %18 = "arith.constant"() <{value = 7 : i8}> : () -> i8
    %19 = "x.g"(%2, %18) : (i8, i8) -> i1
    %20 = "arith.ori"(%16, %13) : (i8, i8) -> i8
    "func.return"(%18, %20, %19) : (i8, i8, i1) -> ()
  }) : () -> ()
}) : () -> ()

