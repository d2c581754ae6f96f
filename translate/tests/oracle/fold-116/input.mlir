"builtin.module"() ({
  "func.func"() <{function_type = (i1, i1, i1) -> (i1, i1, i1), sym_name = "f"}> ({
  ^bb0(%arg0: i1, %arg1: i1, %arg2: i1):
    "x.use"(%arg1) : (i1) -> ()
    %0 = "arith.constant"() <{value = true}> : () -> i1
    %1 = "arith.addi"(%arg0, %0) <{overflowFlags = #arith.overflow<none>}> : (i1, i1) -> i1
    %2 = "arith.divui"(%0, %1) : (i1, i1) -> i1
    %3 = "arith.constant"() <{value = false}> : () -> i1
    %4 = "arith.constant"() <{value = true}> : () -> i1
    %5 = "arith.floordivsi"(%3, %4) : (i1, i1) -> i1
    %6 = "arith.minui"(%4, %3) : (i1, i1) -> i1
    %7 = "arith.constant"() <{value = true}> : () -> i1
    %8:2 = "arith.addui_extended"(%2, %7) : (i1, i1) -> (i1, i1)
    %9 = "x.g"(%4, %0) : (i1, i1) -> i1
    %10 = "arith.constant"() <{value = true}> : () -> i1
    %11:2 = "arith.mulsi_extended"(%10, %0) : (i1, i1) -> (i1, i1)
    %12 = "arith.constant"() <{value = false}> : () -> i1
    %13 = "arith.index_cast"(%12) : (i1) -> index
    %14 = "arith.index_castui"(%13) : (index) -> i1
    %15 = "arith.constant"() <{value = true}> : () -> i1
    %16 = "arith.constant"() <{value = true}> : () -> i1
    %17 = "arith.floordivsi"(%15, %16) : (i1, i1) -> i1
    "func.return"(%16, %17, %17) : (i1, i1, i1) -> ()
  }) : () -> ()
}) : () -> ()

