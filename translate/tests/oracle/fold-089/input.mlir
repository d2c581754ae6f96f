"builtin.module"() ({
  "func.func"() <{function_type = (i16, i16, i1) -> (i16, i16, i1), sym_name = "f"}> ({
  ^bb0(%arg0: i16, %arg1: i16, %arg2: i1):
    %0 = "arith.constant"() <{value = 15 : i16}> : () -> i16
    %1 = "arith.constant"() <{value = -32768 : i16}> : () -> i16
    %2 = "arith.ceildivui"(%0, %1) : (i16, i16) -> i16
    %3 = "arith.constant"() <{value = 3 : i16}> : () -> i16
    %4 = "arith.constant"() <{value = 32767 : i16}> : () -> i16
    %5 = "arith.minsi"(%3, %3) : (i16, i16) -> i16
    %6 = "arith.cmpi"(%5, %5) <{predicate = 0 : i64}> : (i16, i16) -> i1
    %7 = "arith.muli"(%0, %0) <{overflowFlags = #arith.overflow<nuw>}> : (i16, i16) -> i16
    %8 = "arith.divui"(%7, %0) : (i16, i16) -> i16
    %9 = "x.src"() : () -> i16
    "x.use"(%4) : (i16) -> ()
    %10 = "arith.select"(%arg2, %3, %5) : (i1, i16, i16) -> i16
    %11 = "arith.addi"(%2, %4) <{overflowFlags = #arith.overflow<none>}> : (i16, i16) -> i16
    %12 = "arith.constant"() <{value = -1 : i16}> : () -> i16
    %13 = "arith.xori"(%3, %12) : (i16, i16) -> i16
    %14 = "arith.andi"(%13, %3) : (i16, i16) -> i16
    %15 = "arith.cmpi"(%1, %3) <{predicate = 8 : i64}> : (i16, i16) -> i1
    "func.return"(%13, %14, %15) : (i16, i16, i1) -> ()
  }) : () -> ()
}) : () -> ()

