"builtin.module"() ({
  "func.func"() <{function_type = (i32, i32, i1) -> (i32, i32, i1), sym_name = "f"}> ({
  ^bb0(%arg0: i32, %arg1: i32, %arg2: i1):
    %0 = "arith.subi"(%arg0, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %1 = "arith.addi"(%arg0, %0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %2 = "arith.bitcast"(%arg0) : (i32) -> f32
    "x.usef"(%2) : (f32) -> ()
    %3 = "arith.ceildivui"(%1, %0) : (i32, i32) -> i32
    "x.use"(%1) : (i32) -> ()
    %4 = "arith.muli"(%0, %0) <{overflowFlags = #arith.overflow<nsw, nuw>}> : (i32, i32) -> i32
    %5 = "arith.divsi"(%4, %0) : (i32, i32) -> i32
    %6 = "arith.xori"(%0, %4) : (i32, i32) -> i32
    "x.use"(%1) : (i32) -> ()
    %7 = "arith.remsi"(%3, %3) : (i32, i32) -> i32
    %8 = "x.g"(%1, %3) : (i32, i32) -> i1
    %9 = "arith.minsi"(%7, %1) : (i32, i32) -> i32
    %10 = "arith.subi"(%0, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %11 = "arith.select"(%arg2, %10, %arg1) : (i1, i32, i32) -> i32
    %12 = "arith.cmpi"(%6, %10) <{predicate = 0 : i64}> : (i32, i32) -> i1
    %13 = "x.src"() : () -> i32
    %14 = "arith.shli"(%10, %7) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %15 = "x.f"(%9) : (i32) -> i32
    "func.return"(%14, %15, %12) : (i32, i32, i1) -> ()
  }) : () -> ()
}) : () -> ()

