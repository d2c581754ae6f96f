"builtin.module"() ({
  "func.func"() <{function_type = (i64, i64, i1) -> (i64, i64, i1), sym_name = "f"}> ({
  ^bb0(%arg0: i64, %arg1: i64, %arg2: i1):
    %0 = "arith.constant"() <{value = -1 : i64}> : () -> i64
    %1 = "arith.cmpi"(%0, %0) <{predicate = 1 : i64}> : (i64, i64) -> i1
    %2 = "arith.select"(%1, %0, %0) : (i1, i64, i64) -> i64
    %3 = "arith.minsi"(%0, %arg0) : (i64, i64) -> i64
    %4 = "arith.constant"() <{value = -9223372036854775808 : i64}> : () -> i64
    %5 = "arith.constant"() <{value = 9223372036854775807 : i64}> : () -> i64
    %6 = "arith.remui"(%4, %5) : (i64, i64) -> i64
    %7 = "arith.constant"() <{value = -1 : i64}> : () -> i64
    %8 = "arith.divsi"(%arg0, %7) : (i64, i64) -> i64
    %9 = "arith.divsi"(%0, %0) : (i64, i64) -> i64
    %10 = "arith.constant"() <{value = 2 : i64}> : () -> i64
    %11 = "arith.index_cast"(%10) : (i64) -> index
    %12 = "arith.index_castui"(%11) : (index) -> i64
    %13 = "arith.constant"() <{value = 7 : i64}> : () -> i64
    %14 = "arith.index_castui"(%13) : (i64) -> index
    %15 = "arith.index_cast"(%14) : (index) -> i64
    %16 = "arith.muli"(%13, %10) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
    %17 = "arith.constant"() <{value = 0 : i64}> : () -> i64
    %18 = "arith.constant"() <{value = 1 : i64}> : () -> i64
    %19 = "arith.ceildivsi"(%17, %18) : (i64, i64) -> i64
    %20 = "x.g"(%12, %7) : (i64, i64) -> i1
    "func.return"(%18, %19, %20) : (i64, i64, i1) -> ()
  }) : () -> ()
}) : () -> ()

