"builtin.module"() ({
  "func.func"() <{function_type = (i16, i16, i1) -> (i16, i16, i1), sym_name = "f"}> ({
  ^bb0(%arg0: i16, %arg1: i16, %arg2: i1):
    %0 = "arith.cmpi"(%arg1, %arg1) <{predicate = 4 : i64}> : (i16, i16) -> i1
    %1 = "x.g"(%arg0, %arg0) : (i16, i16) -> i1
    %2 = "x.g"(%arg1, %arg1) : (i16, i16) -> i1
    %3 = "arith.muli"(%arg0, %arg1) <{overflowFlags = #arith.overflow<none>}> : (i16, i16) -> i16
    %4 = "arith.divui"(%3, %arg1) : (i16, i16) -> i16
    %5 = "arith.cmpi"(%arg0, %arg1) <{predicate = 4 : i64}> : (i16, i16) -> i1
    %6 = "x.g"(%4, %arg1) : (i16, i16) -> i1
    %7 = "arith.constant"() <{value = -1 : i16}> : () -> i16
    %8 = "arith.constant"() <{value = 0 : i16}> : () -> i16
    %9 = "arith.muli"(%arg0, %7) <{overflowFlags = #arith.overflow<nsw>}> : (i16, i16) -> i16
    %10 = "arith.divsi"(%9, %arg0) : (i16, i16) -> i16
    "x.use"(%arg1) : (i16) -> ()
    %11 = "arith.divui"(%7, %7) : (i16, i16) -> i16
    %12 = "x.g"(%7, %11) : (i16, i16) -> i1
    %13 = "arith.constant"() <{value = 32767 : i16}> : () -> i16
    %14 = "x.f"(%arg1) : (i16) -> i16
    %15 = "arith.maxsi"(%7, %7) : (i16, i16) -> i16
    %16 = "arith.ori"(%8, %arg0) : (i16, i16) -> i16
    %17 = "arith.constant"() <{value = -32767 : i16}> : () -> i16
    "func.return"(%16, %17, %12) : (i16, i16, i1) -> ()
  }) : () -> ()
}) : () -> ()

