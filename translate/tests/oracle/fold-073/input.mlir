"builtin.module"() ({
  "func.func"() <{function_type = (i1, i1, i1) -> (i1, i1, i1), sym_name = "f"}> ({
  ^bb0(%arg0: i1, %arg1: i1, %arg2: i1):
    %0 = "arith.constant"() <{value = true}> : () -> i1
    %1 = "arith.xori"(%arg1, %0) : (i1, i1) -> i1
    %2 = "arith.andi"(%arg1, %1) : (i1, i1) -> i1
    %3 = "arith.andi"(%0, %1) : (i1, i1) -> i1
    %4 = "arith.constant"() <{value = true}> : () -> i1
    %5 = "arith.xori"(%arg2, %4) : (i1, i1) -> i1
    %6 = "arith.ori"(%arg2, %5) : (i1, i1) -> i1
    %7 = "arith.constant"() <{value = false}> : () -> i1
    "x.use"(%4) : (i1) -> ()
    "x.use"(%arg0) : (i1) -> ()
    %8 = "arith.maxsi"(%0, %0) : (i1, i1) -> i1
    "x.use"(%6) : (i1) -> ()
    %9 = "arith.shrui"(%6, %7) : (i1, i1) -> i1
    %10 = "arith.constant"() <{value = true}> : () -> i1
    %11 = "arith.constant"() <{value = false}> : () -> i1
    %12 = "arith.select"(%11, %10, %11) : (i1, i1, i1) -> i1
    %13 = "x.f"(%8) : (i1) -> i1
    %14 = "arith.subi"(%5, %0) <{overflowFlags = #arith.overflow<none>}> : (i1, i1) -> i1
    %15 = "arith.addi"(%14, %0) <{overflowFlags = #arith.overflow<none>}> : (i1, i1) -> i1
    "func.return"(%14, %15, %15) : (i1, i1, i1) -> ()
  }) : () -> ()
}) : () -> ()

