"builtin.module"() ({
  "func.func"() <{function_type = (index, index, i1) -> (index, index, i1), sym_name = "f"}> ({
  ^bb0(%arg0: index, %arg1: index, %arg2: i1):
    %0 = "arith.andi"(%arg0, %arg1) : (index, index) -> index
    %1 = "arith.select"(%arg2, %0, %arg0) : (i1, index, index) -> index
    %2 = "arith.xori"(%1, %arg1) : (index, index) -> index
    %3 = "arith.xori"(%arg1, %2) : (index, index) -> index
    %4 = "arith.shrsi"(%2, %arg1) : (index, index) -> index
    %5 = "x.f"(%4) : (index) -> index
    %6 = "arith.cmpi"(%3, %3) <{predicate = 6 : i64}> : (index, index) -> i1
    %7 = "arith.cmpi"(%1, %3) <{predicate = 1 : i64}> : (index, index) -> i1
    %8 = "arith.select"(%7, %1, %3) : (i1, index, index) -> index
    %9 = "arith.constant"() <{value = -9223372036854775808 : index}> : () -> index
    %10 = "arith.ori"(%5, %9) : (index, index) -> index
    "x.use"(%9) : (index) -> ()
    %11 = "x.src"() : () -> index
    "func.return"(%10, %11, %7) : (index, index, i1) -> ()
  }) : () -> ()
}) : () -> ()

