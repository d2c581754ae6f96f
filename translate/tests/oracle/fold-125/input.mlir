"builtin.module"() ({
  "func.func"() <{function_type = (i64, i64, i1) -> (i64, i64, i1), sym_name = "f"}> ({
  ^bb0(%arg0: i64, %arg1: i64, %arg2: i1):
    %0 = "arith.constant"() <{value = 63 : i64}> : () -> i64
    %1 = "arith.index_cast"(%0) : (i64) -> index
    %2 = "arith.index_cast"(%1) : (index) -> i64
    %3 = "arith.select"(%arg2, %0, %0) : (i1, i64, i64) -> i64
    %4 = "arith.andi"(%0, %arg0) : (i64, i64) -> i64
    %5 = "arith.andi"(%0, %4) : (i64, i64) -> i64
    %6 = "arith.constant"() <{value = 1 : i64}> : () -> i64
    %7:2 = "arith.addui_extended"(%0, %6) : (i64, i64) -> (i64, i1)
    %8 = "arith.constant"() <{value = -1 : i64}> : () -> i64
    %9 = "arith.muli"(%0, %0) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
    %10 = "arith.divsi"(%9, %0) : (i64, i64) -> i64
    %11 = "arith.constant"() <{value = -1 : i64}> : () -> i64
    %12 = "arith.index_castui"(%11) : (i64) -> index
    %13 = "arith.index_castui"(%12) : (index) -> i64
    %14 = "arith.muli"(%13, %2) <{overflowFlags = #arith.overflow<nsw>}> : (i64, i64) -> i64
    %15 = "arith.divsi"(%14, %13) : (i64, i64) -> i64
    %16 = "arith.addi"(%6, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
    %17 = "arith.subi"(%16, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
    %18 = "arith.constant"() <{value = -9223372036854775807 : i64}> : () -> i64
    %19 = "arith.index_cast"(%18) : (i64) -> index
    %20 = "arith.index_cast"(%19) : (index) -> i64
    %21 = "arith.constant"() <{value = -1 : i64}> : () -> i64
    %22 = "arith.xori"(%16, %21) : (i64, i64) -> i64
    %23 = "arith.andi"(%22, %16) : (i64, i64) -> i64
    %24 = "arith.ceildivui"(%14, %8) : (i64, i64) -> i64
    %25 = "arith.addi"(%4, %15) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
    %26 = "arith.subi"(%25, %4) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
    "func.return"(%25, %26, %7#1) : (i64, i64, i1) -> ()
  }) : () -> ()
}) : () -> ()

