"builtin.module"() ({
  "func.func"() <{function_type = (i8, i8, i1) -> (i8, i8, i1), sym_name = "f"}> ({
  ^bb0(%arg0: i8, %arg1: i8, %arg2: i1):
    %0 = "arith.constant"() <{value = 0 : i8}> : () -> i8
    %1 = "arith.xori"(%0, %arg1) : (i8, i8) -> i8
    %2 = "arith.andi"(%0, %arg0) : (i8, i8) -> i8
    "x.use"(%0) : (i8) -> ()
    %3 = "arith.constant"() <{value = false}> : () -> i1
    %4 = "arith.cmpi"(%arg2, %3) <{predicate = 0 : i64}> : (i1, i1) -> i1
    %5 = "arith.constant"() <{value = 0 : i8}> : () -> i8
    %6 = "arith.select"(%3, %5, %arg1) : (i1, i8, i8) -> i8
    %7 = "arith.cmpi"(%5, %5) <{predicate = 9 : i64}> : (i8, i8) -> i1
    %8 = "x.g"(%arg0, %0) : (i8, i8) -> i1
    %9 = "arith.ceildivsi"(%1, %1) : (i8, i8) -> i8
    %10 = "x.g"(%0, %0) : (i8, i8) -> i1
    "func.return"(%6, %9, %10) : (i8, i8, i1) -> ()
  }) : () -> ()
}) : () -> ()

