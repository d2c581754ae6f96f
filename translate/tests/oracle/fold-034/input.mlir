"builtin.module"() ({
  "func.func"() <{function_type = (index, index, i1) -> (index, index, i1), sym_name = "f"}> ({
  ^bb0(%arg0: index, %arg1: index, %arg2: i1):
    %0 = "arith.constant"() <{value = 3 : index}> : () -> index
    %1 = "arith.andi"(%0, %arg1) : (index, index) -> index
    %2 = "arith.constant"() <{value = 1 : index}> : () -> index
    %3 = "x.src"() : () -> index
    %4 = "arith.subi"(%arg1, %2) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %5 = "arith.ceildivui"(%2, %1) : (index, index) -> index
    %6 = "arith.cmpi"(%4, %4) <{predicate = 4 : i64}> : (index, index) -> i1
    %7 = "arith.minui"(%5, %2) : (index, index) -> index
    %8 = "arith.constant"() <{value = -1 : index}> : () -> index
    %9 = "x.f"(%8) : (index) -> index
    %10 = "arith.andi"(%2, %8) : (index, index) -> index
    %11 = "arith.andi"(%2, %10) : (index, index) -> index
    %12 = "arith.muli"(%8, %arg0) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    "func.return"(%11, %12, %6) : (index, index, i1) -> ()
  }) : () -> ()
}) : () -> ()

