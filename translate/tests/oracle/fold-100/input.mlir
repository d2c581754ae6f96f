"builtin.module"() ({
  "func.func"() <{function_type = (i16, i16, i1) -> (i16, i16, i1), sym_name = "f"}> ({
  ^bb0(%arg0: i16, %arg1: i16, %arg2: i1):
    %0 = "arith.constant"() <{value = 32767 : i16}> : () -> i16
    %1 = "arith.constant"() <{value = 1 : i16}> : () -> i16
    %2 = "arith.remui"(%0, %1) : (i16, i16) -> i16
    %3 = "x.src"() : () -> i16
    %4 = "arith.select"(%arg2, %0, %2) : (i1, i16, i16) -> i16
    %5 = "arith.muli"(%2, %4) <{overflowFlags = #arith.overflow<nuw>}> : (i16, i16) -> i16
    %6 = "arith.divsi"(%5, %2) : (i16, i16) -> i16
    %7 = "arith.maxui"(%5, %0) : (i16, i16) -> i16
    %8 = "arith.constant"() <{value = 1 : i16}> : () -> i16
    %9 = "arith.constant"() <{value = 0 : i16}> : () -> i16
    %10 = "arith.ceildivui"(%8, %9) : (i16, i16) -> i16
    %11 = "arith.constant"() <{value = -1 : i16}> : () -> i16
    %12 = "arith.xori"(%3, %11) : (i16, i16) -> i16
    %13 = "arith.andi"(%12, %3) : (i16, i16) -> i16
    %14 = "arith.xori"(%9, %2) : (i16, i16) -> i16
    %15 = "arith.constant"() <{value = 0 : i16}> : () -> i16
    %16:2 = "arith.mului_extended"(%13, %15) : (i16, i16) -> (i16, i16)
    %17 = "arith.cmpi"(%arg1, %10) <{predicate = 2 : i64}> : (i16, i16) -> i1
    %18 = "arith.constant"() <{value = -32767 : i16}> : () -> i16
    %19 = "arith.constant"() <{value = 15 : i16}> : () -> i16
    %20 = "arith.ceildivsi"(%18, %19) : (i16, i16) -> i16
    %21 = "arith.constant"() <{value = -32767 : i16}> : () -> i16
    %22 = "arith.index_cast"(%1) : (i16) -> index
    %23 = "arith.index_cast"(%22) : (index) -> i16
    "func.return"(%21, %23, %17) : (i16, i16, i1) -> ()
  }) : () -> ()
}) : () -> ()

