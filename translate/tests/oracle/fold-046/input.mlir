"builtin.module"() ({
  "func.func"() <{function_type = (index, index, i1) -> (index, index, i1), sym_name = "f"}> ({
  ^bb0(%arg0: index, %arg1: index, %arg2: i1):
    %0 = "arith.cmpi"(%arg1, %arg1) <{predicate = 7 : i64}> : (index, index) -> i1
    %1 = "arith.cmpi"(%arg1, %arg1) <{predicate = 5 : i64}> : (index, index) -> i1
    %2 = "arith.select"(%arg2, %arg0, %arg0) : (i1, index, index) -> index
    %3 = "arith.constant"() <{value = 63 : index}> : () -> index
    %4 = "arith.muli"(%arg1, %2) <{overflowFlags = #arith.overflow<nuw>}> : (index, index) -> index
    %5 = "arith.divsi"(%4, %arg1) : (index, index) -> index
    %6 = "arith.divsi"(%4, %4) : (index, index) -> index
    %7 = "arith.shrui"(%4, %4) : (index, index) -> index
    %8 = "x.g"(%6, %arg0) : (index, index) -> i1
    %9 = "arith.index_cast"(%3) : (index) -> i64
    %10 = "arith.index_cast"(%9) : (i64) -> index
    %11 = "arith.minui"(%3, %3) : (index, index) -> index
    %12 = "arith.cmpi"(%3, %3) <{predicate = 7 : i64}> : (index, index) -> i1
    %13 = "x.src"() : () -> index
    %14 = "arith.constant"() <{value = -1 : index}> : () -> index
    "x.use"(%arg1) : (index) -> ()
    %15 = "arith.constant"() <{value = 9223372036854775807 : index}> : () -> index
    %16 = "arith.constant"() <{value = 1 : index}> : () -> index
    %17 = "arith.subi"(%6, %16) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %18 = "arith.andi"(%16, %3) : (index, index) -> index
    %19 = "arith.andi"(%18, %16) : (index, index) -> index
    "func.return"(%18, %19, %12) : (index, index, i1) -> ()
  }) : () -> ()
}) : () -> ()

