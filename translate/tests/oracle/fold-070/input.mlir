"builtin.module"() ({
  "func.func"() <{function_type = (index, index, i1) -> (index, index, i1), sym_name = "f"}> ({
  ^bb0(%arg0: index, %arg1: index, %arg2: i1):
    %0 = "arith.index_castui"(%arg0) : (index) -> i8
    %1 = "arith.index_castui"(%0) : (i8) -> index
    %2 = "arith.constant"() <{value = -1 : index}> : () -> index
    %3 = "arith.xori"(%arg1, %2) : (index, index) -> index
    %4 = "arith.andi"(%3, %arg1) : (index, index) -> index
    %5 = "arith.maxsi"(%2, %arg1) : (index, index) -> index
    %6 = "x.g"(%2, %1) : (index, index) -> i1
    %7 = "arith.select"(%arg2, %1, %1) : (i1, index, index) -> index
    %8 = "x.g"(%2, %7) : (index, index) -> i1
    %9 = "arith.muli"(%2, %1) <{overflowFlags = #arith.overflow<nuw>}> : (index, index) -> index
    %10 = "arith.divui"(%9, %1) : (index, index) -> index
    %11 = "arith.shrui"(%2, %2) : (index, index) -> index
    %12 = "arith.addi"(%1, %5) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %13 = "arith.subi"(%12, %1) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %14 = "arith.constant"() <{value = 3 : index}> : () -> index
    "x.use"(%14) : (index) -> ()
    "x.use"(%14) : (index) -> ()
    "x.use"(%14) : (index) -> ()
    %15 = "arith.muli"(%4, %1) <{overflowFlags = #arith.overflow<nsw, nuw>}> : (index, index) -> index
    %16 = "arith.divui"(%15, %1) : (index, index) -> index
    %17 = "arith.constant"() <{value = -1 : index}> : () -> index
    %18 = "arith.xori"(%12, %17) : (index, index) -> index
    %19 = "arith.ori"(%12, %18) : (index, index) -> index
    "x.use"(%2) : (index) -> ()
    "func.return"(%18, %19, %8) : (index, index, i1) -> ()
  }) : () -> ()
}) : () -> ()

