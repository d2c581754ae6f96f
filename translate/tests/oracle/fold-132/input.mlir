"builtin.module"() ({
  "func.func"() <{function_type = (i32, i32, i1) -> (i32, i32, i1), sym_name = "f"}> ({
  ^bb0(%arg0: i32, %arg1: i32, %arg2: i1):
    "x.use"(%arg1) : (i32) -> ()
    %0 = "arith.constant"() <{value = -1 : i32}> : () -> i32
    %1 = "arith.constant"() <{value = 2147483647 : i32}> : () -> i32
    %2 = "arith.remsi"(%0, %1) : (i32, i32) -> i32
    %3 = "arith.constant"() <{value = -1 : i32}> : () -> i32
    %4 = "arith.shrsi"(%3, %arg1) : (i32, i32) -> i32
    %5 = "arith.constant"() <{value = -8 : i32}> : () -> i32
    %6 = "x.g"(%arg0, %5) : (i32, i32) -> i1
    %7 = "arith.constant"() <{value = 31 : i32}> : () -> i32
    %8 = "arith.index_cast"(%7) : (i32) -> index
    %9 = "arith.index_cast"(%8) : (index) -> i32
    %10 = "arith.select"(%6, %3, %3) : (i1, i32, i32) -> i32
    %11 = "arith.constant"() <{value = -1 : i32}> : () -> i32
    %12 = "arith.xori"(%7, %11) : (i32, i32) -> i32
    %13 = "arith.ori"(%12, %7) : (i32, i32) -> i32
    %14 = "arith.subi"(%5, %10) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %15 = "arith.addi"(%10, %14) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %16 = "arith.andi"(%2, %5) : (i32, i32) -> i32
    "func.return"(%15, %16, %6) : (i32, i32, i1) -> ()
  }) : () -> ()
}) : () -> ()

