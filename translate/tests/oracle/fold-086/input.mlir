"builtin.module"() ({
  "func.func"() <{function_type = (i8, i8, i1) -> (i8, i8, i1), sym_name = "f"}> ({
  ^bb0(%arg0: i8, %arg1: i8, %arg2: i1):
    %0 = "arith.cmpi"(%arg1, %arg1) <{predicate = 7 : i64}> : (i8, i8) -> i1
    %1 = "arith.muli"(%arg1, %arg1) <{overflowFlags = #arith.overflow<nuw>}> : (i8, i8) -> i8
    %2 = "arith.divui"(%1, %arg1) : (i8, i8) -> i8
    %3 = "arith.floordivsi"(%arg0, %2) : (i8, i8) -> i8
    "x.use"(%arg1) : (i8) -> ()
    %4 = "arith.divui"(%3, %3) : (i8, i8) -> i8
    %5 = "arith.index_cast"(%1) : (i8) -> index
    %6 = "arith.index_castui"(%5) : (index) -> i8
    %7 = "x.f"(%arg1) : (i8) -> i8
    %8 = "x.src"() : () -> i8
    %9 = "x.g"(%arg0, %6) : (i8, i8) -> i1
    "func.return"(%7, %8, %9) : (i8, i8, i1) -> ()
  }) : () -> ()
}) : () -> ()

