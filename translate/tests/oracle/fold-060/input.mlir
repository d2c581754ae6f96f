"builtin.module"() ({
  "func.func"() <{function_type = (i8, i8, i1) -> (i8, i8, i1), sym_name = "f"}> ({
  ^bb0(%arg0: i8, %arg1: i8, %arg2: i1):
    %0 = "arith.cmpi"(%arg1, %arg0) <{predicate = 0 : i64}> : (i8, i8) -> i1
    %1 = "arith.constant"() <{value = 1 : i8}> : () -> i8
    %2 = "arith.minsi"(%1, %1) : (i8, i8) -> i8
    %3 = "arith.muli"(%1, %arg0) <{overflowFlags = #arith.overflow<nsw, nuw>}> : (i8, i8) -> i8
    %4 = "arith.divui"(%3, %arg0) : (i8, i8) -> i8
    %5 = "arith.addi"(%1, %arg1) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %6 = "arith.subi"(%5, %arg1) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    "x.use"(%1) : (i8) -> ()
    %7 = "arith.constant"() <{value = -1 : i8}> : () -> i8
    %8 = "arith.addi"(%6, %5) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %9 = "arith.subi"(%8, %5) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %10 = "arith.constant"() <{value = true}> : () -> i1
    %11 = "arith.cmpi"(%0, %10) <{predicate = 1 : i64}> : (i1, i1) -> i1
    "x.use"(%7) : (i8) -> ()
    %12 = "x.g"(%3, %arg0) : (i8, i8) -> i1
    %13 = "arith.constant"() <{value = 9 : i8}> : () -> i8
    %14 = "x.f"(%arg0) : (i8) -> i8
    "x.use"(%1) : (i8) -> ()
    "x.use"(%1) : (i8) -> ()
    %15 = "arith.extsi"(%arg1) : (i8) -> i32
    %16 = "arith.trunci"(%15) <{overflowFlags = #arith.overflow<none>}> : (i32) -> i16
    "x.use"(%16) : (i16) -> ()
    "x.use"(%1) : (i8) -> ()
    %17 = "arith.muli"(%3, %13) <{overflowFlags = #arith.overflow<nsw, nuw>}> : (i8, i8) -> i8
    %18 = "arith.divsi"(%17, %3) : (i8, i8) -> i8
    %19 = "arith.select"(%10, %1, %arg0) : (i1, i8, i8) -> i8
    %20 = "arith.trunci"(%18) <{overflowFlags = #arith.overflow<none>}> : (i8) -> i1
    %21 = "arith.extsi"(%20) : (i1) -> i8
    %22 = "arith.shli"(%7, %7) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    "func.return"(%21, %22, %12) : (i8, i8, i1) -> ()
  }) : () -> ()
}) : () -> ()

