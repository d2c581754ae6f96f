"builtin.module"() ({
  "func.func"() <{function_type = (i64, i64, i1) -> (i64, i64, i1), sym_name = "f"}> ({
  ^bb0(%arg0: i64, %arg1: i64, %arg2: i1):
    %0 = "arith.remsi"(%arg1, %arg0) : (i64, i64) -> i64
    %1 = "arith.cmpi"(%0, %0) <{predicate = 0 : i64}> : (i64, i64) -> i1
    %2 = "arith.constant"() <{value = -1 : i64}> : () -> i64
    %3 = "arith.xori"(%arg0, %2) : (i64, i64) -> i64
    %4 = "arith.andi"(%arg0, %3) : (i64, i64) -> i64
    %5 = "arith.maxsi"(%2, %arg1) : (i64, i64) -> i64
    %6 = "arith.ori"(%2, %2) : (i64, i64) -> i64
    %7 = "arith.constant"() <{value = 1 : i64}> : () -> i64
    %8 = "arith.constant"() <{value = 0 : i64}> : () -> i64
    %9 = "arith.subi"(%4, %7) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
    %10 = "arith.select"(%arg2, %5, %8) : (i1, i64, i64) -> i64
    %11 = "arith.andi"(%10, %arg0) : (i64, i64) -> i64
    %12 = "arith.andi"(%10, %11) : (i64, i64) -> i64
    %13 = "x.g"(%8, %7) : (i64, i64) -> i1
    %14 = "arith.muli"(%8, %4) <{overflowFlags = #arith.overflow<nuw>}> : (i64, i64) -> i64
    %15 = "arith.divui"(%14, %4) : (i64, i64) -> i64
    %16 = "arith.muli"(%2, %2) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
    %17 = "arith.minui"(%8, %15) : (i64, i64) -> i64
    %18 = "arith.remsi"(%2, %0) : (i64, i64) -> i64
    %19 = "arith.constant"() <{value = 1 : i64}> : () -> i64
    %20 = "arith.andi"(%8, %5) : (i64, i64) -> i64
    %21 = "arith.andi"(%5, %20) : (i64, i64) -> i64
    %22 = "arith.subi"(%10, %14) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
    "func.return"(%21, %22, %13) : (i64, i64, i1) -> ()
  }) : () -> ()
}) : () -> ()

