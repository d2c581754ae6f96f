"builtin.module"() ({
  "func.func"() <{function_type = (i32, i32, i1) -> (i32, i32, i1), sym_name = "f"}> ({
  ^bb0(%arg0: i32, %arg1: i32, %arg2: i1):
    %0 = "arith.andi"(%arg0, %arg0) : (i32, i32) -> i32
    %1 = "arith.andi"(%0, %arg0) : (i32, i32) -> i32
    %2:2 = "arith.addui_extended"(%0, %arg0) : (i32, i32) -> (i32, i1)
    %3 = "x.f"(%0) : (i32) -> i32
    %4 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %5 = "arith.index_cast"(%4) : (i32) -> index
    %6 = "arith.index_cast"(%5) : (index) -> i32
    %7 = "arith.select"(%2#1, %6, %0) : (i1, i32, i32) -> i32
    %8:2 = "arith.mului_extended"(%4, %4) : (i32, i32) -> (i32, i32)
    %9 = "arith.select"(%2#1, %4, %0) : (i1, i32, i32) -> i32
    %10 = "arith.constant"() <{value = 31 : i32}> : () -> i32
    %11 = "arith.index_castui"(%10) : (i32) -> index
    %12 = "arith.index_cast"(%11) : (index) -> i32
    %13 = "arith.minsi"(%arg1, %2#0) : (i32, i32) -> i32
    %14 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %15 = "arith.constant"() <{value = 32 : i32}> : () -> i32
    %16 = "arith.index_cast"(%15) : (i32) -> index
    %17 = "arith.index_cast"(%16) : (index) -> i32
    %18 = "arith.constant"() <{value = -2147483648 : i32}> : () -> i32
    "x.use"(%3) : (i32) -> ()
    %19:2 = "arith.mului_extended"(%3, %10) : (i32, i32) -> (i32, i32)
    %20 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %21 = "arith.constant"() <{value = -1 : i32}> : () -> i32
    %22 = "arith.ceildivsi"(%20, %21) : (i32, i32) -> i32
    %23 = "arith.constant"() <{value = 33 : i32}> : () -> i32
    %24 = "arith.constant"() <{value = -1 : i32}> : () -> i32
    %25 = "arith.remsi"(%23, %24) : (i32, i32) -> i32
    %26 = "arith.constant"() <{value = -1 : i32}> : () -> i32
    %27 = "arith.constant"() <{value = 2147483647 : i32}> : () -> i32
    %28 = "arith.ceildivsi"(%26, %27) : (i32, i32) -> i32
    "func.return"(%27, %28, %2#1) : (i32, i32, i1) -> ()
  }) : () -> ()
}) : () -> ()

