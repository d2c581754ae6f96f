"builtin.module"() ({
  "func.func"() <{function_type = (index, index, i1) -> (index, index, i1), sym_name = "f"}> ({
  ^bb0(%arg0: index, %arg1: index, %arg2: i1):
    %0 = "x.g"(%arg1, %arg1) : (index, index) -> i1
    %1 = "arith.constant"() <{value = 1 : index}> : () -> index
    %2 = "arith.maxsi"(%1, %arg0) : (index, index) -> index
    %3 = "arith.index_castui"(%1) : (index) -> i32
    %4 = "arith.index_cast"(%3) : (i32) -> index
    %5 = "arith.addi"(%2, %arg0) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %6 = "x.f"(%1) : (index) -> index
    %7 = "arith.cmpi"(%2, %2) <{predicate = 6 : i64}> : (index, index) -> i1
    %8 = "arith.cmpi"(%arg1, %1) <{predicate = 1 : i64}> : (index, index) -> i1
    %9 = "arith.select"(%8, %arg1, %1) : (i1, index, index) -> index
    "x.use"(%9) : (index) -> ()
    %10 = "arith.remui"(%5, %1) : (index, index) -> index
    %11 = "arith.ori"(%1, %6) : (index, index) -> index
    %12 = "arith.constant"() <{value = -8 : index}> : () -> index
    %13 = "arith.constant"() <{value = 1 : index}> : () -> index
    %14 = "arith.andi"(%arg0, %13) : (index, index) -> index
    %15 = "arith.constant"() <{value = -1 : index}> : () -> index
    %16 = "arith.xori"(%11, %15) : (index, index) -> index
    %17 = "arith.andi"(%11, %16) : (index, index) -> index
    %18 = "arith.subi"(%arg1, %5) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %19 = "arith.muli"(%13, %11) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %20 = "arith.divsi"(%19, %13) : (index, index) -> index
    "x.use"(%15) : (index) -> ()
    %21 = "arith.constant"() <{value = 1 : index}> : () -> index
    "func.return"(%20, %21, %8) : (index, index, i1) -> ()
  }) : () -> ()
}) : () -> ()

