"builtin.module"() ({
  "func.func"() <{function_type = (index, index, i1) -> (index, index, i1), sym_name = "f"}> ({
  ^bb0(%arg0: index, %arg1: index, %arg2: i1):
    %0 = "arith.constant"() <{value = -1 : index}> : () -> index
    %1 = "arith.constant"() <{value = -1 : index}> : () -> index
    %2 = "arith.remui"(%0, %1) : (index, index) -> index
    %3 = "arith.ceildivsi"(%1, %0) : (index, index) -> index
    %4 = "arith.constant"() <{value = 0 : index}> : () -> index
    %5:2 = "arith.mului_extended"(%0, %4) : (index, index) -> (index, index)
    %6 = "arith.constant"() <{value = 9223372036854775807 : index}> : () -> index
    %7 = "arith.constant"() <{value = 64 : index}> : () -> index
    %8 = "arith.floordivsi"(%6, %7) : (index, index) -> index
    "x.use"(%5#1) : (index) -> ()
    %9 = "arith.index_castui"(%7) : (index) -> i32
    %10 = "arith.index_castui"(%9) : (i32) -> index
    %11 = "arith.constant"() <{value = 63 : index}> : () -> index
    %12 = "arith.constant"() <{value = 7 : index}> : () -> index
    %13 = "arith.constant"() <{value = 0 : index}> : () -> index
    %14 = "arith.shrsi"(%12, %13) : (index, index) -> index
    "x.use"(%11) : (index) -> ()
    %15:2 = "arith.addui_extended"(%12, %3) : (index, index) -> (index, i1)
    %16:2 = "arith.mulsi_extended"(%13, %4) : (index, index) -> (index, index)
    %17 = "arith.andi"(%7, %1) : (index, index) -> index
    %18 = "arith.andi"(%7, %17) : (index, index) -> index
    %19 = "arith.constant"() <{value = 3 : index}> : () -> index
    %20 = "arith.cmpi"(%19, %14) <{predicate = 5 : i64}> : (index, index) -> i1
    %21 = "arith.constant"() <{value = -1 : index}> : () -> index
    %22 = "arith.constant"() <{value = 7 : index}> : () -> index
    %23 = "arith.floordivsi"(%21, %22) : (index, index) -> index
    %24 = "arith.constant"() <{value = 64 : index}> : () -> index
    %25 = "x.g"(%10, %3) : (index, index) -> i1
    "func.return"(%23, %24, %25) : (index, index, i1) -> ()
  }) : () -> ()
}) : () -> ()

