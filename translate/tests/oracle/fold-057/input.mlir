"builtin.module"() ({
  "func.func"() <{function_type = (i16, i16, i1) -> (i16, i16, i1), sym_name = "f"}> ({
  ^bb0(%arg0: i16, %arg1: i16, %arg2: i1):
    %0 = "x.g"(%arg1, %arg1) : (i16, i16) -> i1
    %1 = "arith.cmpi"(%arg0, %arg1) <{predicate = 0 : i64}> : (i16, i16) -> i1
    %2 = "arith.constant"() <{value = 1 : i16}> : () -> i16
    %3 = "arith.constant"() <{value = -1 : i16}> : () -> i16
    %4 = "arith.xori"(%arg1, %3) : (i16, i16) -> i16
    %5 = "arith.andi"(%4, %arg1) : (i16, i16) -> i16
    %6 = "arith.constant"() <{value = -19835 : i16}> : () -> i16
    %7 = "arith.ceildivsi"(%3, %6) : (i16, i16) -> i16
    %8 = "x.src"() : () -> i16
    %9 = "arith.cmpi"(%4, %2) <{predicate = 4 : i64}> : (i16, i16) -> i1
    %10 = "arith.maxsi"(%2, %4) : (i16, i16) -> i16
    %11 = "arith.constant"() <{value = -28289 : i16}> : () -> i16
    %12 = "x.src"() : () -> i16
    %13 = "x.g"(%2, %8) : (i16, i16) -> i1
    %14 = "arith.index_cast"(%2) : (i16) -> index
    %15 = "arith.index_castui"(%14) : (index) -> i16
    "x.use"(%6) : (i16) -> ()
    "x.use"(%3) : (i16) -> ()
    %16 = "arith.floordivsi"(%3, %3) : (i16, i16) -> i16
    %17 = "arith.constant"() <{value = 0 : i16}> : () -> i16
    %18 = "arith.shli"(%17, %3) <{overflowFlags = #arith.overflow<none>}> : (i16, i16) -> i16
    %19 = "arith.minui"(%17, %16) : (i16, i16) -> i16
    %20 = "arith.muli"(%5, %arg1) <{overflowFlags = #arith.overflow<none>}> : (i16, i16) -> i16
    "func.return"(%19, %20, %13) : (i16, i16, i1) -> ()
  }) : () -> ()
}) : () -> ()

