"builtin.module"() ({
  "func.func"() <{function_type = (i64, i64, i1) -> (i64, i64, i1), sym_name = "f"}> ({
  ^bb0(%arg0: i64, %arg1: i64, %arg2: i1):
    %0 = "arith.ceildivui"(%arg1, %arg1) : (i64, i64) -> i64
    %1 = "arith.remsi"(%arg1, %arg0) : (i64, i64) -> i64
    %2 = "x.f"(%1) : (i64) -> i64
    "x.use"(%1) : (i64) -> ()
    %3 = "arith.constant"() <{value = 3 : i64}> : () -> i64
    "x.use"(%arg0) : (i64) -> ()
    %4 = "arith.constant"() <{value = 1 : i64}> : () -> i64
    %5 = "arith.minsi"(%4, %4) : (i64, i64) -> i64
    %6 = "arith.constant"() <{value = -1 : i64}> : () -> i64
    %7 = "arith.xori"(%arg1, %6) : (i64, i64) -> i64
    %8 = "arith.andi"(%7, %arg1) : (i64, i64) -> i64
    %9 = "arith.constant"() <{value = 63 : i64}> : () -> i64
    %10 = "arith.constant"() <{value = -9223372036854775808 : i64}> : () -> i64
    %11 = "arith.floordivsi"(%9, %10) : (i64, i64) -> i64
    %12 = "arith.constant"() <{value = 1 : i64}> : () -> i64
    %13:2 = "arith.mului_extended"(%3, %12) : (i64, i64) -> (i64, i64)
    %14 = "arith.constant"() <{value = 1 : i64}> : () -> i64
    %15 = "arith.index_castui"(%14) : (i64) -> index
    %16 = "arith.index_cast"(%15) : (index) -> i64
    %17 = "arith.constant"() <{value = -9223372036854775808 : i64}> : () -> i64
    %18 = "arith.index_cast"(%17) : (i64) -> index
    %19 = "arith.index_castui"(%18) : (index) -> i64
    "func.return"(%17, %19, %arg2) : (i64, i64, i1) -> ()
  }) : () -> ()
}) : () -> ()

