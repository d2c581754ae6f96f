"builtin.module"() ({
  "func.func"() <{function_type = (i64, i64, i1) -> (i64, i64, i1), sym_name = "f"}> ({
  ^bb0(%arg0: i64, %arg1: i64, %arg2: i1):
    %0 = "arith.constant"() <{value = -9223372036854775808 : i64}> : () -> i64
    %1 = "arith.divui"(%arg0, %0) : (i64, i64) -> i64
    %2 = "arith.subi"(%0, %arg1) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
    %3 = "arith.addi"(%2, %arg1) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
    "x.use"(%1) : (i64) -> ()
    %4 = "arith.andi"(%arg0, %0) : (i64, i64) -> i64
    %5 = "arith.andi"(%4, %0) : (i64, i64) -> i64
    %6 = "arith.select"(%arg2, %0, %0) : (i1, i64, i64) -> i64
    %7 = "arith.cmpi"(%0, %0) <{predicate = 1 : i64}> : (i64, i64) -> i1
    %8 = "arith.muli"(%arg1, %arg1) <{overflowFlags = #arith.overflow<nsw>}> : (i64, i64) -> i64
    %9 = "arith.divui"(%8, %arg1) : (i64, i64) -> i64
    "x.use"(%9) : (i64) -> ()
    "x.use"(%0) : (i64) -> ()
    %10 = "x.g"(%6, %6) : (i64, i64) -> i1
    %11 = "arith.cmpi"(%0, %0) <{predicate = 6 : i64}> : (i64, i64) -> i1
    %12 = "x.f"(%0) : (i64) -> i64
    "func.return"(%9, %12, %11) : (i64, i64, i1) -> ()
  }) : () -> ()
}) : () -> ()

