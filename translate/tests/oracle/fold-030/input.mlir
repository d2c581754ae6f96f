"builtin.module"() ({
  "func.func"() <{function_type = (i32, i32, i1) -> (i32, i32, i1), sym_name = "f"}> ({
  ^bb0(%arg0: i32, %arg1: i32, %arg2: i1):
    %0 = "arith.constant"() <{value = -1 : i32}> : () -> i32
    %1 = "arith.xori"(%arg1, %0) : (i32, i32) -> i32
    %2 = "arith.ori"(%arg1, %1) : (i32, i32) -> i32
    %3 = "arith.muli"(%1, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %4 = "arith.divsi"(%3, %arg0) : (i32, i32) -> i32
    %5 = "arith.muli"(%1, %1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %6 = "arith.divsi"(%5, %1) : (i32, i32) -> i32
    %7 = "arith.select"(%arg2, %2, %0) : (i1, i32, i32) -> i32
    %8 = "arith.constant"() <{value = 33 : i32}> : () -> i32
    %9 = "arith.extsi"(%arg2) : (i1) -> i32
    %10 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %11 = "arith.cmpi"(%9, %10) <{predicate = 1 : i64}> : (i32, i32) -> i1
    %12 = "arith.remsi"(%2, %0) : (i32, i32) -> i32
    %13 = "x.g"(%12, %8) : (i32, i32) -> i1
    %14 = "arith.addi"(%0, %9) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %15 = "arith.subi"(%14, %9) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %16 = "arith.extui"(%8) : (i32) -> i64
    %17 = "arith.trunci"(%16) <{overflowFlags = #arith.overflow<none>}> : (i64) -> i32
    %18 = "x.src"() : () -> i32
    %19 = "arith.select"(%13, %0, %0) : (i1, i32, i32) -> i32
    %20 = "arith.cmpi"(%arg1, %17) <{predicate = 6 : i64}> : (i32, i32) -> i1
    %21 = "arith.subi"(%3, %8) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %22 = "arith.addi"(%21, %8) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %23 = "arith.addi"(%10, %8) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %24 = "arith.ori"(%10, %17) : (i32, i32) -> i32
    %25 = "arith.constant"() <{value = -1 : i32}> : () -> i32
    %26 = "arith.xori"(%5, %25) : (i32, i32) -> i32
    %27 = "arith.andi"(%26, %5) : (i32, i32) -> i32
    %28 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    "x.use"(%10) : (i32) -> ()
    %29 = "arith.constant"() <{value = -1 : i32}> : () -> i32
    %30 = "arith.xori"(%12, %29) : (i32, i32) -> i32
    %31 = "arith.ori"(%12, %30) : (i32, i32) -> i32
    %32 = "arith.subi"(%3, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %33 = "arith.addi"(%32, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%32, %33, %20) : (i32, i32, i1) -> ()
  }) : () -> ()
}) : () -> ()

