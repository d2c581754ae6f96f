"builtin.module"() ({
  "func.func"() <{function_type = (i64, i64, i1) -> (i64, i64, i1), sym_name = "f"}> ({
  ^bb0(%arg0: i64, %arg1: i64, %arg2: i1):
    "x.use"(%arg1) : (i64) -> ()
    %0 = "arith.constant"() <{value = -1 : i64}> : () -> i64
    %1 = "arith.xori"(%arg1, %0) : (i64, i64) -> i64
    %2 = "arith.ori"(%1, %arg1) : (i64, i64) -> i64
    %3 = "arith.cmpi"(%0, %2) <{predicate = 3 : i64}> : (i64, i64) -> i1
    "x.use"(%0) : (i64) -> ()
    %4 = "arith.andi"(%2, %1) : (i64, i64) -> i64
    %5 = "arith.shli"(%arg1, %4) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
    %6 = "arith.constant"() <{value = -1 : i64}> : () -> i64
    %7 = "arith.xori"(%0, %5) : (i64, i64) -> i64
    %8 = "arith.muli"(%0, %2) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
    %9 = "arith.divsi"(%8, %0) : (i64, i64) -> i64
    %10 = "arith.shli"(%arg1, %0) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
    "x.use"(%9) : (i64) -> ()
    %11 = "arith.subi"(%0, %6) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
    "func.return"(%10, %11, %3) : (i64, i64, i1) -> ()
  }) : () -> ()
}) : () -> ()

