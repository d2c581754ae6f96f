"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32), sym_name = "div"}> ({
  ^bb0(%arg0: i32):
    %0 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %1 = "arith.constant"() <{value = -2147483648 : i32}> : () -> i32
    %2 = "arith.constant"() <{value = -1 : i32}> : () -> i32
    %3 = "arith.constant"() <{value = 7 : i32}> : () -> i32
    %4 = "arith.divsi"(%1, %2) : (i32, i32) -> i32
    %5 = "arith.divui"(%3, %0) : (i32, i32) -> i32
    %6 = "arith.divsi"(%3, %0) : (i32, i32) -> i32
    %7 = "arith.ceildivsi"(%1, %2) : (i32, i32) -> i32
    %8 = "arith.floordivsi"(%1, %2) : (i32, i32) -> i32
    %9 = "arith.remsi"(%1, %2) : (i32, i32) -> i32
    %10 = "arith.remui"(%3, %0) : (i32, i32) -> i32
    %11 = "arith.ceildivui"(%2, %3) : (i32, i32) -> i32
    %12 = "arith.ceildivsi"(%1, %3) : (i32, i32) -> i32
    %13 = "arith.ceildivsi"(%2, %1) : (i32, i32) -> i32
    %14 = "arith.divui"(%1, %2) : (i32, i32) -> i32
    %15 = "arith.ceildivsi"(%3, %1) : (i32, i32) -> i32
    "func.return"(%4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15) : (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) -> ()
  }) : () -> ()
}) : () -> ()

