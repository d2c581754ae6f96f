"builtin.module"() ({
  "func.func"() <{function_type = (index) -> (index, index, i32, i64, index, index, i8), sym_name = "index"}> ({
  ^bb0(%arg0: index):
    %0 = "arith.constant"() <{value = 9223372036854775807 : index}> : () -> index
    %1 = "arith.constant"() <{value = 1 : index}> : () -> index
    %2 = "arith.constant"() <{value = -1 : i32}> : () -> i32
    %3 = "arith.addi"(%0, %1) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %4 = "arith.muli"(%0, %0) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %5 = "arith.index_cast"(%0) : (index) -> i32
    %6 = "arith.extui"(%2) : (i32) -> i64
    %7 = "arith.addi"(%6, %6) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
    %8 = "arith.index_castui"(%2) : (i32) -> index
    %9 = "arith.index_cast"(%2) : (i32) -> index
    %10 = "arith.trunci"(%7) <{overflowFlags = #arith.overflow<none>}> : (i64) -> i8
    "func.return"(%3, %4, %5, %7, %8, %9, %10) : (index, index, i32, i64, index, index, i8) -> ()
  }) : () -> ()
}) : () -> ()

