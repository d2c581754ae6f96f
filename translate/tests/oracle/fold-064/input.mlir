"builtin.module"() ({
  "func.func"() <{function_type = (i1, i1, i1) -> (i1, i1, i1), sym_name = "f"}> ({
  ^bb0(%arg0: i1, %arg1: i1, %arg2: i1):
    %0 = "arith.shli"(%arg0, %arg1) <{overflowFlags = #arith.overflow<none>}> : (i1, i1) -> i1
    %1 = "arith.subi"(%arg1, %0) <{overflowFlags = #arith.overflow<none>}> : (i1, i1) -> i1
    %2 = "arith.addi"(%0, %1) <{overflowFlags = #arith.overflow<none>}> : (i1, i1) -> i1
    %3 = "x.src"() : () -> i1
    %4 = "arith.ceildivui"(%0, %3) : (i1, i1) -> i1
    %5 = "arith.divsi"(%2, %2) : (i1, i1) -> i1
    %6 = "arith.muli"(%arg0, %2) <{overflowFlags = #arith.overflow<nuw>}> : (i1, i1) -> i1
    %7 = "arith.divui"(%6, %arg0) : (i1, i1) -> i1
    "x.use"(%4) : (i1) -> ()
    "x.use"(%1) : (i1) -> ()
    %8 = "x.f"(%arg1) : (i1) -> i1
    %9 = "arith.constant"() <{value = false}> : () -> i1
    %10 = "arith.muli"(%9, %1) <{overflowFlags = #arith.overflow<none>}> : (i1, i1) -> i1
    %11 = "x.g"(%7, %8) : (i1, i1) -> i1
    %12 = "arith.addi"(%9, %7) <{overflowFlags = #arith.overflow<none>}> : (i1, i1) -> i1
    %13 = "arith.subi"(%12, %7) <{overflowFlags = #arith.overflow<none>}> : (i1, i1) -> i1
    %14 = "arith.constant"() <{value = true}> : () -> i1
    %15 = "arith.shrui"(%5, %arg0) : (i1, i1) -> i1
    %16 = "arith.andi"(%2, %14) : (i1, i1) -> i1
    %17 = "arith.andi"(%14, %16) : (i1, i1) -> i1
    "x.use"(%9) : (i1) -> ()
    "func.return"(%16, %17, %17) : (i1, i1, i1) -> ()
  }) : () -> ()
}) : () -> ()

