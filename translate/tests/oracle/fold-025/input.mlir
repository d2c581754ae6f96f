"builtin.module"() ({
  "func.func"() <{function_type = (i1, i1, i1) -> (i1, i1, i1), sym_name = "f"}> ({
  ^bb0(%arg0: i1, %arg1: i1, %arg2: i1):
    %0 = "arith.subi"(%arg0, %arg1) <{overflowFlags = #arith.overflow<none>}> : (i1, i1) -> i1
    %1 = "arith.addi"(%arg1, %0) <{overflowFlags = #arith.overflow<none>}> : (i1, i1) -> i1
    %2 = "arith.constant"() <{value = false}> : () -> i1
    %3 = "x.f"(%arg2) : (i1) -> i1
    %4 = "arith.remsi"(%arg0, %1) : (i1, i1) -> i1
    %5 = "arith.ceildivui"(%2, %2) : (i1, i1) -> i1
    %6 = "arith.minui"(%2, %2) : (i1, i1) -> i1
    %7 = "arith.divsi"(%arg1, %2) : (i1, i1) -> i1
    %8 = "arith.constant"() <{value = true}> : () -> i1
    %9 = "arith.xori"(%5, %8) : (i1, i1) -> i1
    %10 = "arith.andi"(%9, %5) : (i1, i1) -> i1
    "x.use"(%3) : (i1) -> ()
    %11 = "arith.shli"(%0, %6) <{overflowFlags = #arith.overflow<none>}> : (i1, i1) -> i1
    %12 = "arith.constant"() <{value = true}> : () -> i1
    %13 = "arith.shli"(%12, %12) <{overflowFlags = #arith.overflow<none>}> : (i1, i1) -> i1
    %14 = "arith.minui"(%2, %arg1) : (i1, i1) -> i1
    %15 = "arith.constant"() <{value = true}> : () -> i1
    %16 = "arith.xori"(%14, %15) : (i1, i1) -> i1
    %17 = "arith.ori"(%16, %14) : (i1, i1) -> i1
    %18 = "arith.constant"() <{value = true}> : () -> i1
    %19 = "arith.xori"(%arg0, %18) : (i1, i1) -> i1
    %20 = "arith.andi"(%12, %14) : (i1, i1) -> i1
    %21 = "arith.andi"(%14, %20) : (i1, i1) -> i1
    %22 = "x.g"(%5, %11) : (i1, i1) -> i1
    %23 = "x.g"(%5, %17) : (i1, i1) -> i1
    %24 = "arith.constant"() <{value = false}> : () -> i1
    "func.return"(%23, %24, %24) : (i1, i1, i1) -> ()
  }) : () -> ()
}) : () -> ()

