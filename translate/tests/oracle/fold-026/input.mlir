"builtin.module"() ({
  "func.func"() <{function_type = (index, index, i1) -> (index, index, i1), sym_name = "f"}> ({
  ^bb0(%arg0: index, %arg1: index, %arg2: i1):
    %0 = "x.f"(%arg0) : (index) -> index
    %1 = "arith.constant"() <{value = -1 : index}> : () -> index
    %2 = "arith.xori"(%arg1, %1) : (index, index) -> index
    %3 = "arith.ori"(%arg1, %2) : (index, index) -> index
    %4 = "arith.remsi"(%3, %arg1) : (index, index) -> index
    "x.use"(%4) : (index) -> ()
    %5 = "arith.select"(%arg2, %1, %arg1) : (i1, index, index) -> index
    %6 = "arith.index_castui"(%1) : (index) -> i8
    %7 = "arith.index_castui"(%6) : (i8) -> index
    "x.use"(%3) : (index) -> ()
    %8 = "arith.constant"() <{value = -1 : index}> : () -> index
    %9 = "x.g"(%5, %1) : (index, index) -> i1
    %10 = "x.g"(%4, %0) : (index, index) -> i1
    %11 = "arith.cmpi"(%8, %8) <{predicate = 0 : i64}> : (index, index) -> i1
    %12 = "arith.select"(%11, %8, %8) : (i1, index, index) -> index
    "func.return"(%8, %12, %11) : (index, index, i1) -> ()
  }) : () -> ()
}) : () -> ()

