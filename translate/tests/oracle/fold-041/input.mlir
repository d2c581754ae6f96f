"builtin.module"() ({
  "func.func"() <{function_type = (i1, i1, i1) -> (i1, i1, i1), sym_name = "f"}> ({
  ^bb0(%arg0: i1, %arg1: i1, %arg2: i1):
    %0 = "arith.xori"(%arg0, %arg0) : (i1, i1) -> i1
    %1 = "arith.xori"(%0, %arg0) : (i1, i1) -> i1
    %2 = "x.src"() : () -> i1
    "x.use"(%arg2) : (i1) -> ()
    %3 = "arith.muli"(%arg2, %2) <{overflowFlags = #arith.overflow<nuw>}> : (i1, i1) -> i1
    %4 = "arith.divsi"(%3, %2) : (i1, i1) -> i1
    %5 = "arith.constant"() <{value = true}> : () -> i1
    %6 = "arith.addi"(%arg1, %0) <{overflowFlags = #arith.overflow<none>}> : (i1, i1) -> i1
    %7 = "arith.subi"(%6, %arg1) <{overflowFlags = #arith.overflow<none>}> : (i1, i1) -> i1
    %8 = "arith.andi"(%7, %5) : (i1, i1) -> i1
    "x.use"(%arg1) : (i1) -> ()
    "func.return"(%7, %8, %8) : (i1, i1, i1) -> ()
  }) : () -> ()
}) : () -> ()

