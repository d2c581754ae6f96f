"builtin.module"() ({
  "func.func"() <{function_type = (i32, i32, i1) -> (i32, i32, i1), sym_name = "f"}> ({
  ^bb0(%arg0: i32, %arg1: i32, %arg2: i1):
    %0 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %1 = "arith.index_cast"(%0) : (i32) -> index
    %2 = "arith.index_cast"(%1) : (index) -> i32
    %3 = "arith.xori"(%2, %0) : (i32, i32) -> i32
    %4 = "arith.muli"(%arg0, %0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %5 = "arith.bitcast"(%4) : (i32) -> f32
    %6 = "arith.bitcast"(%5) : (f32) -> i32
    "x.use"(%0) : (i32) -> ()
    %7 = "arith.select"(%arg2, %0, %6) : (i1, i32, i32) -> i32
    %8 = "x.g"(%4, %arg1) : (i32, i32) -> i1
    %9 = "arith.subi"(%arg1, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %10 = "arith.constant"() <{value = 3 : i32}> : () -> i32
    %11 = "arith.constant"() <{value = -1 : i32}> : () -> i32
    %12 = "arith.floordivsi"(%10, %11) : (i32, i32) -> i32
    %13 = "arith.constant"() <{value = 31 : i32}> : () -> i32
    %14 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %15 = "arith.divsi"(%13, %14) : (i32, i32) -> i32
    %16 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %17 = "arith.index_castui"(%16) : (i32) -> index
    %18 = "arith.index_castui"(%17) : (index) -> i32
    %19 = "arith.constant"() <{value = 7 : i32}> : () -> i32
    %20 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %21 = "arith.floordivsi"(%19, %20) : (i32, i32) -> i32
    %22 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %23 = "arith.index_castui"(%22) : (i32) -> index
    %24 = "arith.index_cast"(%23) : (index) -> i32
    "func.return"(%22, %24, %8) : (i32, i32, i1) -> ()
  }) : () -> ()
}) : () -> ()

