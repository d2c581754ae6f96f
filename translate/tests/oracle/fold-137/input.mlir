"builtin.module"() ({
  "func.func"() <{function_type = (i8, i8, i1) -> (i8, i8, i1), sym_name = "f"}> ({
  ^bb0(%arg0: i8, %arg1: i8, %arg2: i1):
    %0 = "x.f"(%arg1) : (i8) -> i8
    %1 = "arith.maxsi"(%0, %arg0) : (i8, i8) -> i8
    %2 = "x.f"(%1) : (i8) -> i8
    %3 = "arith.constant"() <{value = 1 : i8}> : () -> i8
    %4 = "arith.constant"() <{value = 7 : i8}> : () -> i8
    %5 = "arith.ceildivui"(%3, %4) : (i8, i8) -> i8
    %6 = "arith.addi"(%3, %2) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %7 = "arith.subi"(%6, %3) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %8 = "arith.constant"() <{value = 127 : i8}> : () -> i8
    %9 = "arith.index_cast"(%8) : (i8) -> index
    %10 = "arith.index_castui"(%9) : (index) -> i8
    %11 = "arith.addi"(%4, %6) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %12 = "arith.remui"(%8, %4) : (i8, i8) -> i8
    %13 = "arith.floordivsi"(%6, %4) : (i8, i8) -> i8
    %14 = "arith.extsi"(%3) : (i8) -> i64
    %15 = "arith.trunci"(%14) <{overflowFlags = #arith.overflow<none>}> : (i64) -> i8
    %16 = "arith.addi"(%3, %10) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %17 = "arith.subi"(%16, %10) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %18 = "arith.xori"(%8, %8) : (i8, i8) -> i8
    %19 = "arith.xori"(%18, %8) : (i8, i8) -> i8
    "func.return"(%18, %19, %arg2) : (i8, i8, i1) -> ()
  }) : () -> ()
}) : () -> ()

