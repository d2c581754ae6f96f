"builtin.module"() ({
  "func.func"() <{function_type = (i32, i32, i1) -> (i32, i32, i1), sym_name = "f"}> ({
  ^bb0(%arg0: i32, %arg1: i32, %arg2: i1):
    %0 = "arith.minsi"(%arg1, %arg1) : (i32, i32) -> i32
    %1 = "arith.constant"() <{value = -1 : i32}> : () -> i32
    %2 = "arith.xori"(%0, %1) : (i32, i32) -> i32
    %3 = "arith.andi"(%2, %0) : (i32, i32) -> i32
    %4 = "arith.constant"() <{value = 3 : i32}> : () -> i32
    %5 = "arith.andi"(%3, %4) : (i32, i32) -> i32
    "x.use"(%arg0) : (i32) -> ()
    %6 = "arith.constant"() <{value = false}> : () -> i1
    %7 = "arith.cmpi"(%arg2, %6) <{predicate = 0 : i64}> : (i1, i1) -> i1
    %8 = "arith.floordivsi"(%4, %4) : (i32, i32) -> i32
    %9 = "arith.maxui"(%8, %1) : (i32, i32) -> i32
    "func.return"(%8, %9, %7) : (i32, i32, i1) -> ()
  }) : () -> ()
}) : () -> ()

