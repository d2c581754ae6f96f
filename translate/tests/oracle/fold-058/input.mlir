"builtin.module"() ({
  "func.func"() <{function_type = (i16, i16, i1) -> (i16, i16, i1), sym_name = "f"}> ({
  ^bb0(%arg0: i16, %arg1: i16, %arg2: i1):
    %0 = "arith.cmpi"(%arg0, %arg1) <{predicate = 1 : i64}> : (i16, i16) -> i1
    %1 = "arith.select"(%0, %arg1, %arg0) : (i1, i16, i16) -> i16
    %2 = "arith.constant"() <{value = 17 : i16}> : () -> i16
    %3 = "arith.xori"(%2, %2) : (i16, i16) -> i16
    %4 = "arith.xori"(%3, %2) : (i16, i16) -> i16
    %5 = "arith.muli"(%1, %arg1) <{overflowFlags = #arith.overflow<nuw>}> : (i16, i16) -> i16
    %6 = "arith.divsi"(%5, %arg1) : (i16, i16) -> i16
    %7 = "arith.ceildivui"(%arg1, %2) : (i16, i16) -> i16
    %8 = "arith.xori"(%2, %2) : (i16, i16) -> i16
    %9 = "arith.constant"() <{value = 0 : i16}> : () -> i16
    %10 = "arith.xori"(%8, %9) : (i16, i16) -> i16
    %11 = "arith.constant"() <{value = 32767 : i16}> : () -> i16
    %12 = "arith.andi"(%3, %11) : (i16, i16) -> i16
    %13 = "arith.constant"() <{value = 32767 : i16}> : () -> i16
    %14 = "arith.addi"(%9, %13) <{overflowFlags = #arith.overflow<none>}> : (i16, i16) -> i16
    %15 = "arith.constant"() <{value = -32768 : i16}> : () -> i16
    "func.return"(%14, %15, %0) : (i16, i16, i1) -> ()
  }) : () -> ()
}) : () -> ()

