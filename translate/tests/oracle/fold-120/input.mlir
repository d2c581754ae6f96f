"builtin.module"() ({
  "func.func"() <{function_type = (i32, i32, i1) -> (i32, i32, i1), sym_name = "f"}> ({
  ^bb0(%arg0: i32, %arg1: i32, %arg2: i1):
    %0 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %1:2 = "arith.mului_extended"(%arg0, %0) : (i32, i32) -> (i32, i32)
    %2 = "arith.constant"() <{value = 2147483647 : i32}> : () -> i32
    %3 = "arith.ori"(%arg1, %2) : (i32, i32) -> i32
    %4 = "arith.constant"() <{value = -1 : i32}> : () -> i32
    %5 = "arith.index_cast"(%4) : (i32) -> index
    %6 = "arith.index_castui"(%5) : (index) -> i32
    %7 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %8 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %9 = "arith.shrui"(%7, %8) : (i32, i32) -> i32
    %10 = "arith.divui"(%1#1, %arg0) : (i32, i32) -> i32
    %11 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %12 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    %13 = "arith.remsi"(%11, %12) : (i32, i32) -> i32
    %14 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    %15 = "arith.index_cast"(%14) : (i32) -> index
    %16 = "arith.index_castui"(%15) : (index) -> i32
    %17 = "x.src"() : () -> i32
    %18 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %19 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %20 = "arith.ceildivsi"(%18, %19) : (i32, i32) -> i32
    "func.return"(%19, %20, %arg2) : (i32, i32, i1) -> ()
  }) : () -> ()
}) : () -> ()

