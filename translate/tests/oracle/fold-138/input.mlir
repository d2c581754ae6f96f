"builtin.module"() ({
  "func.func"() <{function_type = (index, index, i1) -> (index, index, i1), sym_name = "f"}> ({
  ^bb0(%arg0: index, %arg1: index, %arg2: i1):
    %0:2 = "arith.mulsi_extended"(%arg0, %arg0) : (index, index) -> (index, index)
    %1 = "arith.constant"() <{value = true}> : () -> i1
    %2 = "arith.cmpi"(%arg2, %1) <{predicate = 0 : i64}> : (i1, i1) -> i1
    %3 = "arith.muli"(%arg1, %arg0) <{overflowFlags = #arith.overflow<nsw, nuw>}> : (index, index) -> index
    %4 = "arith.divui"(%3, %arg1) : (index, index) -> index
    %5 = "arith.addi"(%arg1, %3) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %6 = "arith.subi"(%5, %arg1) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %7 = "arith.constant"() <{value = 9223372036854775807 : index}> : () -> index
    %8 = "arith.constant"() <{value = 9223372036854775807 : index}> : () -> index
    %9 = "arith.remsi"(%7, %8) : (index, index) -> index
    %10 = "arith.constant"() <{value = -9223372036854775808 : index}> : () -> index
    %11 = "arith.constant"() <{value = -9223372036854775808 : index}> : () -> index
    %12 = "arith.shrui"(%10, %11) : (index, index) -> index
    %13 = "arith.index_cast"(%7) : (index) -> i64
    %14 = "arith.index_cast"(%13) : (i64) -> index
    %15 = "arith.constant"() <{value = -1 : index}> : () -> index
    %16 = "arith.xori"(%9, %15) : (index, index) -> index
    %17 = "arith.andi"(%16, %9) : (index, index) -> index
    %18 = "arith.select"(%arg2, %15, %12) : (i1, index, index) -> index
    %19 = "arith.minui"(%11, %arg0) : (index, index) -> index
    %20 = "arith.constant"() <{value = 1 : index}> : () -> index
    %21 = "arith.constant"() <{value = 3 : index}> : () -> index
    %22 = "arith.shli"(%20, %21) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %23 = "arith.ori"(%18, %12) : (index, index) -> index
    %24 = "arith.index_castui"(%8) : (index) -> i8
    %25 = "arith.index_cast"(%24) : (i8) -> index
    %26 = "arith.index_castui"(%11) : (index) -> i8
    %27 = "arith.index_castui"(%26) : (i8) -> index
    %28 = "arith.andi"(%18, %12) : (index, index) -> index
    %29 = "arith.andi"(%28, %18) : (index, index) -> index
    %30 = "arith.remui"(%16, %8) : (index, index) -> index
    %31 = "arith.constant"() <{value = 3 : index}> : () -> index
    %32 = "arith.constant"() <{value = 0 : index}> : () -> index
    %33 = "arith.shrui"(%31, %32) : (index, index) -> index
    %34 = "arith.addi"(%29, %21) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %35 = "arith.subi"(%28, %16) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %36 = "arith.addi"(%16, %35) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %37:2 = "arith.mului_extended"(%12, %23) : (index, index) -> (index, index)
    "func.return"(%37#1, %37#0, %2) : (index, index, i1) -> ()
  }) : () -> ()
}) : () -> ()

