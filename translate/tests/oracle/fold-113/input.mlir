"builtin.module"() ({
  "func.func"() <{function_type = (index, index, i1) -> (index, index, i1), sym_name = "f"}> ({
  ^bb0(%arg0: index, %arg1: index, %arg2: i1):
    %0 = "arith.constant"() <{value = 63 : index}> : () -> index
    %1 = "arith.constant"() <{value = 1 : index}> : () -> index
    %2 = "arith.constant"() <{value = 0 : index}> : () -> index
    %3 = "arith.remsi"(%1, %2) : (index, index) -> index
    %4 = "arith.index_castui"(%0) : (index) -> i64
    %5 = "arith.index_cast"(%4) : (i64) -> index
    %6 = "arith.constant"() <{value = 63 : index}> : () -> index
    %7 = "arith.constant"() <{value = -9223372036854775808 : index}> : () -> index
    %8 = "arith.floordivsi"(%6, %7) : (index, index) -> index
    %9 = "arith.index_cast"(%8) : (index) -> i32
    %10 = "arith.index_cast"(%9) : (i32) -> index
    %11 = "arith.constant"() <{value = 9223372036854775807 : index}> : () -> index
    %12 = "arith.constant"() <{value = -1 : index}> : () -> index
    %13 = "arith.shrsi"(%11, %12) : (index, index) -> index
    %14 = "arith.constant"() <{value = 9223372036854775807 : index}> : () -> index
    %15 = "arith.constant"() <{value = -1 : index}> : () -> index
    %16 = "arith.shrsi"(%14, %15) : (index, index) -> index
    %17 = "arith.constant"() <{value = 1999416854094231410 : index}> : () -> index
    %18 = "arith.constant"() <{value = 0 : index}> : () -> index
    %19 = "arith.shli"(%17, %18) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %20 = "arith.constant"() <{value = 63 : index}> : () -> index
    %21 = "arith.constant"() <{value = -381412368126533759 : index}> : () -> index
    %22 = "arith.constant"() <{value = 64 : index}> : () -> index
    %23 = "arith.index_castui"(%10) : (index) -> i8
    %24 = "arith.index_castui"(%23) : (i8) -> index
    %25 = "arith.constant"() <{value = 1 : index}> : () -> index
    %26:2 = "arith.addui_extended"(%7, %25) : (index, index) -> (index, i1)
    %27:2 = "arith.mului_extended"(%22, %20) : (index, index) -> (index, index)
    %28 = "arith.constant"() <{value = -1 : index}> : () -> index
    %29 = "arith.constant"() <{value = 4844798489717204855 : index}> : () -> index
    %30 = "arith.shli"(%28, %29) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %31 = "arith.andi"(%11, %11) : (index, index) -> index
    %32 = "arith.andi"(%11, %31) : (index, index) -> index
    %33 = "arith.index_cast"(%12) : (index) -> i32
    %34 = "arith.index_castui"(%33) : (i32) -> index
    %35 = "arith.constant"() <{value = 1 : index}> : () -> index
    %36:2 = "arith.mului_extended"(%1, %35) : (index, index) -> (index, index)
    %37 = "arith.index_castui"(%22) : (index) -> i8
    %38 = "arith.index_castui"(%37) : (i8) -> index
    %39 = "arith.index_castui"(%10) : (index) -> i32
    %40 = "arith.index_castui"(%39) : (i32) -> index
    %41 = "arith.constant"() <{value = -1 : index}> : () -> index
    %42 = "arith.maxui"(%8, %41) : (index, index) -> index
    "func.return"(%41, %42, %26#1) : (index, index, i1) -> ()
  }) : () -> ()
}) : () -> ()

