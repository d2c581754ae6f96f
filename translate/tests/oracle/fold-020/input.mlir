"builtin.module"() ({
  "func.func"() <{function_type = (i32, i32, i1) -> (i32, i32, i1), sym_name = "f"}> ({
  ^bb0(%arg0: i32, %arg1: i32, %arg2: i1):
    "x.use"(%arg1) : (i32) -> ()
    %0 = "arith.shrsi"(%arg1, %arg1) : (i32, i32) -> i32
    "x.use"(%0) : (i32) -> ()
    %1 = "arith.xori"(%arg0, %arg1) : (i32, i32) -> i32
    %2 = "arith.xori"(%1, %arg1) : (i32, i32) -> i32
    %3 = "arith.ceildivsi"(%0, %0) : (i32, i32) -> i32
    %4 = "arith.constant"() <{value = -1 : i32}> : () -> i32
    %5 = "arith.divsi"(%arg1, %4) : (i32, i32) -> i32
    %6 = "arith.bitcast"(%arg0) : (i32) -> f32
    %7 = "arith.bitcast"(%6) : (f32) -> i32
    %8 = "arith.cmpi"(%arg0, %4) <{predicate = 3 : i64}> : (i32, i32) -> i1
    %9 = "arith.addi"(%arg0, %4) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %10 = "arith.subi"(%9, %4) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %11 = "x.g"(%7, %7) : (i32, i32) -> i1
    "func.return"(%9, %10, %11) : (i32, i32, i1) -> ()
  }) : () -> ()
}) : () -> ()

