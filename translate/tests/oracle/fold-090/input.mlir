"builtin.module"() ({
  "func.func"() <{function_type = (index, index, i1) -> (index, index, i1), sym_name = "f"}> ({
  ^bb0(%arg0: index, %arg1: index, %arg2: i1):
    %0 = "arith.constant"() <{value = -1 : index}> : () -> index
    %1 = "arith.xori"(%arg0, %0) : (index, index) -> index
    %2 = "arith.andi"(%arg0, %1) : (index, index) -> index
    %3 = "arith.maxui"(%2, %1) : (index, index) -> index
    %4 = "arith.muli"(%0, %2) <{overflowFlags = #arith.overflow<nsw>}> : (index, index) -> index
    %5 = "arith.divsi"(%4, %2) : (index, index) -> index
    %6 = "arith.index_castui"(%0) : (index) -> i8
    %7 = "arith.index_castui"(%6) : (i8) -> index
    %8 = "arith.andi"(%2, %0) : (index, index) -> index
    %9 = "arith.andi"(%2, %8) : (index, index) -> index
    "x.use"(%7) : (index) -> ()
    "x.use"(%3) : (index) -> ()
    %10 = "x.src"() : () -> index
    %11 = "arith.constant"() <{value = -1 : index}> : () -> index
    %12 = "arith.index_cast"(%2) : (index) -> i32
    %13 = "arith.index_cast"(%12) : (i32) -> index
    %14 = "arith.select"(%arg2, %9, %0) : (i1, index, index) -> index
    %15 = "arith.xori"(%0, %2) : (index, index) -> index
    %16 = "arith.xori"(%15, %0) : (index, index) -> index
    %17 = "arith.subi"(%0, %0) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %18 = "arith.addi"(%0, %17) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    "func.return"(%17, %18, %arg2) : (index, index, i1) -> ()
  }) : () -> ()
}) : () -> ()

