"builtin.module"() ({
  "func.func"() <{function_type = (i32, i32, i1) -> (i32, i32, i1), sym_name = "f"}> ({
  ^bb0(%arg0: i32, %arg1: i32, %arg2: i1):
    %0 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %1 = "arith.divui"(%0, %0) : (i32, i32) -> i32
    %2 = "arith.cmpi"(%1, %0) <{predicate = 8 : i64}> : (i32, i32) -> i1
    %3 = "arith.constant"() <{value = false}> : () -> i1
    %4 = "arith.cmpi"(%2, %3) <{predicate = 0 : i64}> : (i1, i1) -> i1
    %5 = "arith.remsi"(%1, %0) : (i32, i32) -> i32
    %6 = "x.f"(%1) : (i32) -> i32
    %7 = "arith.constant"() <{value = 33 : i32}> : () -> i32
    %8 = "arith.shli"(%0, %7) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "x.use"(%8) : (i32) -> ()
    "func.return"(%7, %8, %4) : (i32, i32, i1) -> ()
  }) : () -> ()
}) : () -> ()

