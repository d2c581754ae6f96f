"builtin.module"() ({
  "func.func"() <{function_type = (i64, i64, i1) -> (i64, i64, i1), sym_name = "f"}> ({
  ^bb0(%arg0: i64, %arg1: i64, %arg2: i1):
    %0 = "arith.remsi"(%arg1, %arg1) : (i64, i64) -> i64
    "x.use"(%arg1) : (i64) -> ()
    %1 = "arith.shrui"(%arg1, %0) : (i64, i64) -> i64
    %2 = "arith.muli"(%arg1, %arg1) <{overflowFlags = #arith.overflow<nuw>}> : (i64, i64) -> i64
    %3 = "arith.divui"(%2, %arg1) : (i64, i64) -> i64
    %4 = "arith.andi"(%2, %3) : (i64, i64) -> i64
    %5 = "arith.andi"(%4, %3) : (i64, i64) -> i64
    %6 = "arith.constant"() <{value = -1 : i64}> : () -> i64
    %7 = "arith.addi"(%4, %6) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
    %8 = "arith.index_cast"(%2) : (i64) -> index
    %9 = "arith.index_cast"(%8) : (index) -> i64
    %10 = "arith.constant"() <{value = -9223372036854775808 : i64}> : () -> i64
    %11 = "arith.subi"(%6, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
    %12 = "arith.addi"(%arg0, %11) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
    %13 = "arith.constant"() <{value = 9223372036854775807 : i64}> : () -> i64
    %14 = "arith.ceildivsi"(%13, %13) : (i64, i64) -> i64
    %15 = "arith.constant"() <{value = -1 : i64}> : () -> i64
    "func.return"(%14, %15, %arg2) : (i64, i64, i1) -> ()
  }) : () -> ()
}) : () -> ()

