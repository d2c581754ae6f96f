"builtin.module"() ({
  "func.func"() <{function_type = (index, index, i1) -> (index, index, i1), sym_name = "f"}> ({
  ^bb0(%arg0: index, %arg1: index, %arg2: i1):
    %0 = "arith.index_cast"(%arg1) : (index) -> i8
    %1 = "arith.index_castui"(%0) : (i8) -> index
    %2 = "arith.index_castui"(%arg0) : (index) -> i64
    %3 = "arith.index_castui"(%2) : (i64) -> index
    %4 = "arith.index_castui"(%arg0) : (index) -> i8
    %5 = "arith.index_castui"(%4) : (i8) -> index
    %6 = "arith.maxsi"(%1, %arg0) : (index, index) -> index
    %7 = "x.src"() : () -> index
    %8 = "arith.constant"() <{value = 9223372036854775807 : index}> : () -> index
    %9 = "arith.constant"() <{value = 0 : index}> : () -> index
    %10 = "arith.remsi"(%8, %9) : (index, index) -> index
    %11 = "arith.constant"() <{value = 65 : index}> : () -> index
    %12 = "arith.constant"() <{value = 63 : index}> : () -> index
    %13 = "arith.shrsi"(%11, %12) : (index, index) -> index
    %14 = "arith.cmpi"(%12, %8) <{predicate = 2 : i64}> : (index, index) -> i1
    %15 = "x.g"(%9, %6) : (index, index) -> i1
    %16 = "arith.addi"(%1, %6) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %17 = "arith.subi"(%16, %1) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %18 = "arith.constant"() <{value = true}> : () -> i1
    %19 = "arith.cmpi"(%14, %18) <{predicate = 0 : i64}> : (i1, i1) -> i1
    %20 = "arith.divui"(%1, %1) : (index, index) -> index
    %21 = "arith.constant"() <{value = 1 : index}> : () -> index
    %22 = "arith.constant"() <{value = 1 : index}> : () -> index
    %23 = "arith.shli"(%21, %22) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %24 = "arith.index_castui"(%8) : (index) -> i64
    %25 = "arith.index_cast"(%24) : (i64) -> index
    %26 = "arith.index_cast"(%11) : (index) -> i64
    %27 = "arith.index_cast"(%26) : (i64) -> index
    %28 = "arith.constant"() <{value = -1 : index}> : () -> index
    %29 = "arith.constant"() <{value = 7 : index}> : () -> index
    %30 = "arith.remsi"(%28, %29) : (index, index) -> index
    %31 = "arith.constant"() <{value = -9223372036854775808 : index}> : () -> index
    %32 = "arith.constant"() <{value = 3 : index}> : () -> index
    %33 = "arith.ceildivsi"(%31, %32) : (index, index) -> index
    %34 = "arith.constant"() <{value = -9223372036854775808 : index}> : () -> index
    %35 = "arith.constant"() <{value = -1 : index}> : () -> index
    %36 = "arith.xori"(%23, %35) : (index, index) -> index
    %37 = "arith.ori"(%23, %36) : (index, index) -> index
    %38 = "arith.cmpi"(%9, %35) <{predicate = 7 : i64}> : (index, index) -> i1
    "func.return"(%36, %37, %38) : (index, index, i1) -> ()
  }) : () -> ()
}) : () -> ()

