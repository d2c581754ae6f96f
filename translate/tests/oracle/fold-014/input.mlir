"builtin.module"() ({
  "func.func"() <{function_type = (i16, i16, i1) -> (i16, i16, i1), sym_name = "f"}> ({
  ^bb0(%arg0: i16, %arg1: i16, %arg2: i1):
    %0 = "arith.andi"(%arg0, %arg1) : (i16, i16) -> i16
    %1 = "arith.addi"(%arg0, %arg1) <{overflowFlags = #arith.overflow<none>}> : (i16, i16) -> i16
    %2 = "arith.constant"() <{value = 32767 : i16}> : () -> i16
    %3 = "arith.minui"(%0, %2) : (i16, i16) -> i16
    %4 = "arith.subi"(%2, %arg1) <{overflowFlags = #arith.overflow<none>}> : (i16, i16) -> i16
    %5 = "arith.addi"(%arg1, %4) <{overflowFlags = #arith.overflow<none>}> : (i16, i16) -> i16
    %6 = "arith.andi"(%4, %0) : (i16, i16) -> i16
    "x.use"(%2) : (i16) -> ()
    %7 = "arith.extui"(%arg1) : (i16) -> i64
    %8 = "arith.trunci"(%7) <{overflowFlags = #arith.overflow<none>}> : (i64) -> i16
    %9 = "x.f"(%8) : (i16) -> i16
    "func.return"(%8, %9, %arg2) : (i16, i16, i1) -> ()
  }) : () -> ()
}) : () -> ()

