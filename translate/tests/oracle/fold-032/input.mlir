"builtin.module"() ({
  "func.func"() <{function_type = (i16, i16, i1) -> (i16, i16, i1), sym_name = "f"}> ({
  ^bb0(%arg0: i16, %arg1: i16, %arg2: i1):
    %0 = "arith.floordivsi"(%arg0, %arg0) : (i16, i16) -> i16
    %1 = "arith.constant"() <{value = -31140 : i16}> : () -> i16
    %2 = "arith.extsi"(%0) : (i16) -> i32
    %3 = "arith.trunci"(%2) <{overflowFlags = #arith.overflow<none>}> : (i32) -> i16
    %4 = "arith.index_cast"(%arg0) : (i16) -> index
    %5 = "arith.index_castui"(%4) : (index) -> i16
    %6 = "arith.muli"(%arg0, %5) <{overflowFlags = #arith.overflow<none>}> : (i16, i16) -> i16
    %7 = "arith.divsi"(%6, %arg0) : (i16, i16) -> i16
    %8 = "arith.divsi"(%1, %5) : (i16, i16) -> i16
    "x.use"(%7) : (i16) -> ()
    %9 = "arith.select"(%arg2, %1, %1) : (i1, i16, i16) -> i16
    %10 = "arith.andi"(%1, %9) : (i16, i16) -> i16
    %11 = "arith.ceildivsi"(%5, %1) : (i16, i16) -> i16
    %12 = "arith.muli"(%arg0, %1) <{overflowFlags = #arith.overflow<none>}> : (i16, i16) -> i16
    %13 = "arith.divui"(%12, %arg0) : (i16, i16) -> i16
    %14 = "arith.select"(%arg2, %1, %1) : (i1, i16, i16) -> i16
    "func.return"(%13, %14, %arg2) : (i16, i16, i1) -> ()
  }) : () -> ()
}) : () -> ()

