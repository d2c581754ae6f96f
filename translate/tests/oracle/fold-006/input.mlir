"builtin.module"() ({
  "func.func"() <{function_type = (i16, i16, i1) -> (i16, i16, i1), sym_name = "f"}> ({
  ^bb0(%arg0: i16, %arg1: i16, %arg2: i1):
    %0 = "arith.constant"() <{value = 2 : i16}> : () -> i16
    %1 = "arith.muli"(%0, %0) <{overflowFlags = #arith.overflow<none>}> : (i16, i16) -> i16
    %2 = "arith.divui"(%1, %0) : (i16, i16) -> i16
    "x.use"(%2) : (i16) -> ()
    %3 = "arith.maxui"(%arg1, %arg0) : (i16, i16) -> i16
    %4 = "arith.andi"(%0, %arg0) : (i16, i16) -> i16
    %5 = "arith.andi"(%0, %4) : (i16, i16) -> i16
    %6 = "arith.addi"(%0, %2) <{overflowFlags = #arith.overflow<none>}> : (i16, i16) -> i16
    %7 = "arith.xori"(%arg0, %0) : (i16, i16) -> i16
    %8 = "arith.xori"(%7, %0) : (i16, i16) -> i16
    %9 = "arith.constant"() <{value = -1 : i16}> : () -> i16
    %10 = "arith.ori"(%8, %9) : (i16, i16) -> i16
    %11 = "arith.constant"() <{value = -1 : i16}> : () -> i16
    %12 = "arith.xori"(%1, %11) : (i16, i16) -> i16
    %13 = "arith.andi"(%12, %1) : (i16, i16) -> i16
    %14 = "arith.xori"(%2, %2) : (i16, i16) -> i16
    %15 = "arith.xori"(%14, %2) : (i16, i16) -> i16
    %16 = "x.g"(%13, %11) : (i16, i16) -> i1
    "func.return"(%14, %15, %16) : (i16, i16, i1) -> ()
  }) : () -> ()
}) : () -> ()

