"builtin.module"() ({
  "func.func"() <{function_type = (index, index, i1) -> (index, index, i1), sym_name = "f"}> ({
  ^bb0(%arg0: index, %arg1: index, %arg2: i1):
    %0 = "arith.subi"(%arg0, %arg0) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %1 = "arith.index_castui"(%arg1) : (index) -> i8
    %2 = "arith.index_cast"(%1) : (i8) -> index
    %3 = "arith.index_cast"(%arg0) : (index) -> i8
    %4 = "arith.index_cast"(%3) : (i8) -> index
    %5 = "arith.remui"(%arg1, %2) : (index, index) -> index
    %6 = "arith.xori"(%5, %4) : (index, index) -> index
    %7 = "arith.xori"(%6, %4) : (index, index) -> index
    %8 = "arith.andi"(%arg1, %7) : (index, index) -> index
    %9 = "arith.andi"(%arg1, %8) : (index, index) -> index
    %10 = "arith.select"(%arg2, %4, %5) : (i1, index, index) -> index
    %11 = "arith.index_castui"(%2) : (index) -> i64
    %12 = "arith.index_cast"(%11) : (i64) -> index
    %13 = "arith.addi"(%0, %arg0) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %14 = "x.src"() : () -> index
    %15 = "arith.muli"(%arg1, %2) <{overflowFlags = #arith.overflow<nsw>}> : (index, index) -> index
    %16 = "arith.divui"(%15, %arg1) : (index, index) -> index
    %17 = "arith.minui"(%4, %7) : (index, index) -> index
    "func.return"(%16, %17, %arg2) : (index, index, i1) -> ()
  }) : () -> ()
}) : () -> ()

