"builtin.module"() ({
  "func.func"() <{function_type = (i16, i16, i1) -> (i16, i16, i1), sym_name = "f"}> ({
  ^bb0(%arg0: i16, %arg1: i16, %arg2: i1):
    %0:2 = "arith.mului_extended"(%arg1, %arg0) : (i16, i16) -> (i16, i16)
    %1 = "arith.constant"() <{value = 15 : i16}> : () -> i16
    %2 = "arith.index_castui"(%1) : (i16) -> index
    %3 = "arith.index_cast"(%2) : (index) -> i16
    %4 = "arith.constant"() <{value = -1 : i16}> : () -> i16
    %5 = "arith.ceildivsi"(%arg0, %4) : (i16, i16) -> i16
    %6 = "arith.constant"() <{value = 1 : i16}> : () -> i16
    %7:2 = "arith.mului_extended"(%arg0, %6) : (i16, i16) -> (i16, i16)
    %8 = "arith.constant"() <{value = -1 : i16}> : () -> i16
    %9 = "arith.constant"() <{value = 1979 : i16}> : () -> i16
    %10 = "arith.divsi"(%8, %9) : (i16, i16) -> i16
    %11 = "arith.andi"(%arg1, %0#1) : (i16, i16) -> i16
    %12 = "arith.andi"(%arg1, %11) : (i16, i16) -> i16
    %13 = "arith.xori"(%9, %arg0) : (i16, i16) -> i16
    %14 = "arith.shli"(%6, %7#1) <{overflowFlags = #arith.overflow<none>}> : (i16, i16) -> i16
    %15 = "arith.constant"() <{value = 1 : i16}> : () -> i16
    %16:2 = "arith.addui_extended"(%15, %1) : (i16, i16) -> (i16, i1)
    %17 = "arith.subi"(%16#0, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i16, i16) -> i16
    %18 = "x.g"(%9, %16#0) : (i16, i16) -> i1
    %19 = "arith.cmpi"(%8, %1) <{predicate = 4 : i64}> : (i16, i16) -> i1
    "func.return"(%16#0, %17, %19) : (i16, i16, i1) -> ()
  }) : () -> ()
}) : () -> ()

