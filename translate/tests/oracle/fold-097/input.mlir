"builtin.module"() ({
  "func.func"() <{function_type = (i16, i16, i1) -> (i16, i16, i1), sym_name = "f"}> ({
  ^bb0(%arg0: i16, %arg1: i16, %arg2: i1):
    %0 = "arith.constant"() <{value = 3 : i16}> : () -> i16
    %1 = "arith.select"(%arg2, %0, %0) : (i1, i16, i16) -> i16
    "x.use"(%arg1) : (i16) -> ()
    %2 = "arith.subi"(%0, %arg1) <{overflowFlags = #arith.overflow<none>}> : (i16, i16) -> i16
    %3 = "arith.addi"(%2, %arg1) <{overflowFlags = #arith.overflow<none>}> : (i16, i16) -> i16
    "x.use"(%0) : (i16) -> ()
    %4 = "arith.extui"(%arg2) : (i1) -> i16
    %5 = "arith.constant"() <{value = 0 : i16}> : () -> i16
    %6 = "arith.cmpi"(%4, %5) <{predicate = 1 : i64}> : (i16, i16) -> i1
    %7 = "arith.divsi"(%arg0, %0) : (i16, i16) -> i16
    %8 = "arith.subi"(%arg0, %5) <{overflowFlags = #arith.overflow<none>}> : (i16, i16) -> i16
    %9 = "arith.addi"(%5, %8) <{overflowFlags = #arith.overflow<none>}> : (i16, i16) -> i16
    %10 = "arith.xori"(%7, %5) : (i16, i16) -> i16
    %11 = "arith.xori"(%10, %7) : (i16, i16) -> i16
    %12 = "arith.addi"(%arg0, %7) <{overflowFlags = #arith.overflow<none>}> : (i16, i16) -> i16
    %13 = "arith.subi"(%12, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i16, i16) -> i16
    %14 = "arith.remui"(%1, %0) : (i16, i16) -> i16
    %15 = "arith.constant"() <{value = 17 : i16}> : () -> i16
    "x.use"(%0) : (i16) -> ()
    %16 = "arith.cmpi"(%arg1, %5) <{predicate = 6 : i64}> : (i16, i16) -> i1
    %17 = "arith.constant"() <{value = -1 : i16}> : () -> i16
    "func.return"(%15, %17, %16) : (i16, i16, i1) -> ()
  }) : () -> ()
}) : () -> ()

