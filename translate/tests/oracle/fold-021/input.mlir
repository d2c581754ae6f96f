"builtin.module"() ({
  "func.func"() <{function_type = (i32, i32, i1) -> (i32, i32, i1), sym_name = "f"}> ({
  ^bb0(%arg0: i32, %arg1: i32, %arg2: i1):
    %0 = "arith.addi"(%arg0, %arg1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %1 = "arith.subi"(%0, %arg1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %2 = "arith.muli"(%arg0, %1) <{overflowFlags = #arith.overflow<nuw>}> : (i32, i32) -> i32
    %3 = "arith.divui"(%2, %arg0) : (i32, i32) -> i32
    %4 = "arith.constant"() <{value = -1 : i32}> : () -> i32
    %5 = "arith.xori"(%2, %4) : (i32, i32) -> i32
    %6 = "arith.andi"(%2, %5) : (i32, i32) -> i32
    %7 = "arith.xori"(%4, %arg0) : (i32, i32) -> i32
    %8 = "arith.xori"(%arg0, %7) : (i32, i32) -> i32
    %9 = "arith.index_cast"(%4) : (i32) -> index
    %10 = "arith.index_cast"(%9) : (index) -> i32
    %11 = "arith.subi"(%3, %5) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %12 = "arith.addi"(%5, %11) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %13 = "arith.muli"(%1, %5) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %14 = "arith.divui"(%13, %5) : (i32, i32) -> i32
    %15 = "arith.cmpi"(%4, %4) <{predicate = 3 : i64}> : (i32, i32) -> i1
    %16 = "arith.shrui"(%13, %0) : (i32, i32) -> i32
    %17 = "arith.muli"(%4, %arg1) <{overflowFlags = #arith.overflow<nuw>}> : (i32, i32) -> i32
    %18 = "arith.divsi"(%17, %4) : (i32, i32) -> i32
    %19 = "x.g"(%4, %4) : (i32, i32) -> i1
    "x.use"(%4) : (i32) -> ()
    %20 = "arith.constant"() <{value = -1 : i32}> : () -> i32
    %21 = "arith.xori"(%5, %20) : (i32, i32) -> i32
    %22 = "arith.andi"(%5, %21) : (i32, i32) -> i32
    %23 = "arith.muli"(%18, %4) <{overflowFlags = #arith.overflow<nsw, nuw>}> : (i32, i32) -> i32
    %24 = "arith.divui"(%23, %4) : (i32, i32) -> i32
    "func.return"(%23, %24, %19) : (i32, i32, i1) -> ()
  }) : () -> ()
}) : () -> ()

