"builtin.module"() ({
  "func.func"() <{function_type = (i8, i8, i1) -> (i8, i8, i1), sym_name = "f"}> ({
  ^bb0(%arg0: i8, %arg1: i8, %arg2: i1):
    %0 = "arith.addi"(%arg1, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %1 = "arith.constant"() <{value = -1 : i8}> : () -> i8
    %2 = "arith.muli"(%1, %1) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %3 = "arith.maxsi"(%1, %arg1) : (i8, i8) -> i8
    %4 = "arith.constant"() <{value = 9 : i8}> : () -> i8
    %5 = "arith.constant"() <{value = 2 : i8}> : () -> i8
    %6 = "arith.extui"(%4) : (i8) -> i16
    %7 = "arith.trunci"(%6) <{overflowFlags = #arith.overflow<none>}> : (i16) -> i8
    "x.use"(%4) : (i8) -> ()
    %8 = "arith.muli"(%5, %7) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %9 = "arith.addi"(%4, %7) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %10 = "arith.subi"(%9, %7) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    "func.return"(%9, %10, %arg2) : (i8, i8, i1) -> ()
  }) : () -> ()
}) : () -> ()

