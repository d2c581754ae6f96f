"builtin.module"() ({
  "func.func"() <{function_type = (index, index, i1) -> (index, index, i1), sym_name = "f"}> ({
  ^bb0(%arg0: index, %arg1: index, %arg2: i1):
    %0 = "x.src"() : () -> index
    %1 = "arith.andi"(%0, %arg0) : (index, index) -> index
    %2 = "arith.andi"(%0, %1) : (index, index) -> index
    %3 = "arith.constant"() <{value = -9223372036854775807 : index}> : () -> index
    %4 = "arith.remui"(%1, %arg1) : (index, index) -> index
    %5 = "arith.addi"(%3, %3) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %6 = "arith.subi"(%5, %3) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %7 = "arith.shrui"(%3, %4) : (index, index) -> index
    %8 = "arith.constant"() <{value = 7 : index}> : () -> index
    %9 = "arith.minui"(%1, %1) : (index, index) -> index
    %10 = "arith.constant"() <{value = 2 : index}> : () -> index
    %11 = "arith.constant"() <{value = -1 : index}> : () -> index
    %12 = "arith.xori"(%arg1, %11) : (index, index) -> index
    %13 = "arith.andi"(%12, %arg1) : (index, index) -> index
    %14 = "arith.cmpi"(%11, %8) <{predicate = 1 : i64}> : (index, index) -> i1
    %15 = "arith.maxui"(%6, %arg0) : (index, index) -> index
    %16 = "arith.shli"(%0, %0) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %17 = "arith.constant"() <{value = -1 : index}> : () -> index
    %18 = "arith.xori"(%0, %17) : (index, index) -> index
    %19 = "arith.andi"(%0, %18) : (index, index) -> index
    "func.return"(%18, %19, %14) : (index, index, i1) -> ()
  }) : () -> ()
}) : () -> ()

