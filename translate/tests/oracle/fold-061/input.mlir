"builtin.module"() ({
  "func.func"() <{function_type = (index, index, i1) -> (index, index, i1), sym_name = "f"}> ({
  ^bb0(%arg0: index, %arg1: index, %arg2: i1):
    %0 = "x.g"(%arg0, %arg1) : (index, index) -> i1
    %1 = "arith.constant"() <{value = 0 : index}> : () -> index
    %2 = "arith.ceildivui"(%arg1, %1) : (index, index) -> index
    %3 = "arith.constant"() <{value = -1 : index}> : () -> index
    %4 = "arith.xori"(%arg0, %3) : (index, index) -> index
    %5 = "arith.andi"(%4, %arg0) : (index, index) -> index
    %6 = "arith.minsi"(%4, %1) : (index, index) -> index
    %7 = "arith.constant"() <{value = 4002284468597143491 : index}> : () -> index
    %8 = "arith.subi"(%1, %1) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %9 = "arith.addi"(%1, %8) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %10 = "arith.andi"(%4, %9) : (index, index) -> index
    %11 = "arith.andi"(%10, %9) : (index, index) -> index
    %12 = "arith.select"(%0, %8, %3) : (i1, index, index) -> index
    "func.return"(%11, %12, %0) : (index, index, i1) -> ()
  }) : () -> ()
}) : () -> ()

