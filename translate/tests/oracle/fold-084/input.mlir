"builtin.module"() ({
  "func.func"() <{function_type = (i16, i16, i1) -> (i16, i16, i1), sym_name = "f"}> ({
  ^bb0(%arg0: i16, %arg1: i16, %arg2: i1):
    %0 = "arith.muli"(%arg0, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i16, i16) -> i16
    %1 = "arith.divui"(%0, %arg0) : (i16, i16) -> i16
    %2 = "arith.constant"() <{value = 2 : i16}> : () -> i16
    %3 = "arith.xori"(%2, %0) : (i16, i16) -> i16
    %4 = "arith.select"(%arg2, %2, %2) : (i1, i16, i16) -> i16
    %5 = "arith.constant"() <{value = -32768 : i16}> : () -> i16
    %6 = "arith.maxui"(%0, %5) : (i16, i16) -> i16
    %7 = "arith.constant"() <{value = 15 : i16}> : () -> i16
    %8 = "arith.ceildivui"(%2, %7) : (i16, i16) -> i16
    %9 = "arith.muli"(%7, %2) <{overflowFlags = #arith.overflow<nsw>}> : (i16, i16) -> i16
    %10 = "arith.divsi"(%9, %7) : (i16, i16) -> i16
    %11 = "arith.constant"() <{value = 3 : i16}> : () -> i16
    %12 = "arith.remui"(%5, %5) : (i16, i16) -> i16
    %13 = "arith.minsi"(%5, %11) : (i16, i16) -> i16
    "x.use"(%8) : (i16) -> ()
    %14 = "arith.muli"(%arg0, %13) <{overflowFlags = #arith.overflow<nsw, nuw>}> : (i16, i16) -> i16
    %15 = "arith.divsi"(%14, %13) : (i16, i16) -> i16
    "func.return"(%14, %15, %arg2) : (i16, i16, i1) -> ()
  }) : () -> ()
}) : () -> ()

