"builtin.module"() ({
  "func.func"() <{function_type = (i1, i1, i1) -> (i1, i1, i1), sym_name = "f"}> ({
  ^bb0(%arg0: i1, %arg1: i1, %arg2: i1):
    %0 = "arith.muli"(%arg2, %arg2) <{overflowFlags = #arith.overflow<nsw, nuw>}> : (i1, i1) -> i1
    %1 = "arith.divui"(%0, %arg2) : (i1, i1) -> i1
    %2 = "arith.constant"() <{value = false}> : () -> i1
    %3 = "arith.constant"() <{value = true}> : () -> i1
    %4 = "arith.divsi"(%2, %3) : (i1, i1) -> i1
    %5 = "arith.constant"() <{value = false}> : () -> i1
    %6 = "arith.constant"() <{value = true}> : () -> i1
    %7 = "arith.index_castui"(%6) : (i1) -> index
    %8 = "arith.index_cast"(%7) : (index) -> i1
    %9 = "arith.addi"(%5, %2) <{overflowFlags = #arith.overflow<none>}> : (i1, i1) -> i1
    %10 = "arith.xori"(%0, %6) : (i1, i1) -> i1
    %11 = "arith.xori"(%0, %10) : (i1, i1) -> i1
    %12:2 = "arith.addui_extended"(%arg0, %3) : (i1, i1) -> (i1, i1)
    %13 = "arith.floordivsi"(%0, %0) : (i1, i1) -> i1
    %14 = "arith.constant"() <{value = true}> : () -> i1
    %15 = "arith.constant"() <{value = false}> : () -> i1
    %16 = "arith.remsi"(%14, %15) : (i1, i1) -> i1
    %17 = "arith.constant"() <{value = true}> : () -> i1
    %18 = "arith.index_cast"(%17) : (i1) -> index
    %19 = "arith.index_castui"(%18) : (index) -> i1
    "func.return"(%17, %19, %19) : (i1, i1, i1) -> ()
  }) : () -> ()
}) : () -> ()

