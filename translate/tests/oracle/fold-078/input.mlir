"builtin.module"() ({
  "func.func"() <{function_type = (i1, i1, i1) -> (i1, i1, i1), sym_name = "f"}> ({
  ^bb0(%arg0: i1, %arg1: i1, %arg2: i1):
    %0 = "arith.constant"() <{value = false}> : () -> i1
    %1 = "arith.minui"(%0, %arg0) : (i1, i1) -> i1
    %2 = "arith.cmpi"(%arg2, %arg2) <{predicate = 0 : i64}> : (i1, i1) -> i1
    %3 = "arith.select"(%2, %arg2, %arg2) : (i1, i1, i1) -> i1
    %4 = "arith.ceildivsi"(%3, %3) : (i1, i1) -> i1
    %5 = "arith.ceildivui"(%4, %4) : (i1, i1) -> i1
    %6 = "arith.constant"() <{value = true}> : () -> i1
    %7 = "arith.xori"(%2, %6) : (i1, i1) -> i1
    %8 = "arith.ori"(%2, %7) : (i1, i1) -> i1
    %9 = "arith.subi"(%0, %3) <{overflowFlags = #arith.overflow<none>}> : (i1, i1) -> i1
    %10 = "arith.xori"(%6, %arg0) : (i1, i1) -> i1
    %11 = "arith.muli"(%7, %0) <{overflowFlags = #arith.overflow<nsw>}> : (i1, i1) -> i1
    %12 = "arith.divui"(%11, %0) : (i1, i1) -> i1
    %13 = "arith.andi"(%2, %12) : (i1, i1) -> i1
    %14 = "arith.andi"(%2, %13) : (i1, i1) -> i1
    "func.return"(%13, %14, %14) : (i1, i1, i1) -> ()
  }) : () -> ()
}) : () -> ()

