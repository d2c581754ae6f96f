"builtin.module"() ({
  "func.func"() <{function_type = (index, index, i1) -> (index, index, i1), sym_name = "f"}> ({
  ^bb0(%arg0: index, %arg1: index, %arg2: i1):
    %0 = "arith.constant"() <{value = 64 : index}> : () -> index
    %1 = "arith.shrsi"(%0, %0) : (index, index) -> index
    "x.use"(%0) : (index) -> ()
    %2 = "arith.index_castui"(%0) : (index) -> i32
    %3 = "arith.index_castui"(%2) : (i32) -> index
    %4 = "arith.andi"(%0, %1) : (index, index) -> index
    %5 = "arith.andi"(%4, %1) : (index, index) -> index
    %6 = "x.f"(%1) : (index) -> index
    %7 = "arith.minsi"(%0, %0) : (index, index) -> index
    %8 = "arith.constant"() <{value = -9223372036854775808 : index}> : () -> index
    %9 = "arith.ceildivsi"(%0, %8) : (index, index) -> index
    "func.return"(%8, %9, %arg2) : (index, index, i1) -> ()
  }) : () -> ()
}) : () -> ()

