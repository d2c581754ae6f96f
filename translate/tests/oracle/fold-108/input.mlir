"builtin.module"() ({
  "func.func"() <{function_type = (i8, i8, i1) -> (i8, i8, i1), sym_name = "f"}> ({
  ^bb0(%arg0: i8, %arg1: i8, %arg2: i1):
    %0 = "arith.constant"() <{value = -127 : i8}> : () -> i8
    %1 = "arith.index_cast"(%0) : (i8) -> index
    %2 = "arith.index_castui"(%1) : (index) -> i8
    %3 = "arith.constant"() <{value = 3 : i8}> : () -> i8
    %4 = "arith.index_cast"(%3) : (i8) -> index
    %5 = "arith.index_cast"(%4) : (index) -> i8
    %6 = "arith.maxsi"(%5, %5) : (i8, i8) -> i8
    %7 = "arith.constant"() <{value = -1 : i8}> : () -> i8
    %8 = "arith.constant"() <{value = 1 : i8}> : () -> i8
    %9 = "arith.remui"(%7, %8) : (i8, i8) -> i8
    %10 = "arith.maxui"(%2, %7) : (i8, i8) -> i8
    "x.use"(%3) : (i8) -> ()
    %11:2 = "arith.addui_extended"(%7, %8) : (i8, i8) -> (i8, i1)
    %12 = "arith.ori"(%arg1, %6) : (i8, i8) -> i8
    "func.return"(%11#0, %12, %11#1) : (i8, i8, i1) -> ()
  }) : () -> ()
}) : () -> ()

