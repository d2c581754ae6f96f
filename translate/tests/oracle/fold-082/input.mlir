"builtin.module"() ({
  "func.func"() <{function_type = (i1, i1, i1) -> (i1, i1, i1), sym_name = "f"}> ({
  ^bb0(%arg0: i1, %arg1: i1, %arg2: i1):
    %0 = "arith.shli"(%arg0, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i1, i1) -> i1
    %1 = "arith.constant"() <{value = false}> : () -> i1
    %2 = "arith.ceildivsi"(%0, %1) : (i1, i1) -> i1
    "x.use"(%1) : (i1) -> ()
    %3 = "arith.constant"() <{value = true}> : () -> i1
    %4 = "arith.xori"(%1, %3) : (i1, i1) -> i1
    %5 = "arith.subi"(%arg1, %2) <{overflowFlags = #arith.overflow<none>}> : (i1, i1) -> i1
    %6 = "arith.constant"() <{value = true}> : () -> i1
    %7 = "arith.ori"(%6, %6) : (i1, i1) -> i1
    "x.use"(%5) : (i1) -> ()
    %8 = "arith.constant"() <{value = false}> : () -> i1
    %9 = "arith.shrsi"(%4, %8) : (i1, i1) -> i1
    %10 = "arith.cmpi"(%6, %9) <{predicate = 9 : i64}> : (i1, i1) -> i1
    "func.return"(%9, %10, %10) : (i1, i1, i1) -> ()
  }) : () -> ()
}) : () -> ()

