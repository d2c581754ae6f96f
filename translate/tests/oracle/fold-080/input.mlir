"builtin.module"() ({
  "func.func"() <{function_type = (i1, i1, i1) -> (i1, i1, i1), sym_name = "f"}> ({
  ^bb0(%arg0: i1, %arg1: i1, %arg2: i1):
    %0 = "arith.cmpi"(%arg1, %arg1) <{predicate = 4 : i64}> : (i1, i1) -> i1
    %1 = "arith.cmpi"(%arg2, %arg2) <{predicate = 8 : i64}> : (i1, i1) -> i1
    "x.use"(%0) : (i1) -> ()
    %2 = "arith.xori"(%1, %arg0) : (i1, i1) -> i1
    %3 = "arith.xori"(%arg0, %2) : (i1, i1) -> i1
    "x.use"(%arg1) : (i1) -> ()
    %4 = "arith.constant"() <{value = false}> : () -> i1
    %5 = "arith.divui"(%1, %4) : (i1, i1) -> i1
    "x.use"(%arg2) : (i1) -> ()
    %6 = "x.f"(%4) : (i1) -> i1
    %7 = "arith.cmpi"(%4, %arg0) <{predicate = 3 : i64}> : (i1, i1) -> i1
    %8 = "arith.muli"(%4, %4) <{overflowFlags = #arith.overflow<nsw>}> : (i1, i1) -> i1
    %9 = "arith.divsi"(%8, %4) : (i1, i1) -> i1
    %10 = "x.f"(%8) : (i1) -> i1
    %11 = "arith.muli"(%arg2, %3) <{overflowFlags = #arith.overflow<none>}> : (i1, i1) -> i1
    %12 = "x.g"(%5, %3) : (i1, i1) -> i1
    %13 = "x.f"(%4) : (i1) -> i1
    "x.use"(%4) : (i1) -> ()
    %14 = "x.f"(%13) : (i1) -> i1
    %15 = "arith.maxsi"(%4, %13) : (i1, i1) -> i1
    %16 = "arith.constant"() <{value = true}> : () -> i1
    %17 = "arith.ori"(%14, %16) : (i1, i1) -> i1
    "func.return"(%16, %17, %17) : (i1, i1, i1) -> ()
  }) : () -> ()
}) : () -> ()

