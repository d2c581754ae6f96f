"builtin.module"() ({
  "func.func"() <{function_type = (i64, i64, i1) -> (i64, i64, i1), sym_name = "f"}> ({
  ^bb0(%arg0: i64, %arg1: i64, %arg2: i1):
    %0 = "arith.ceildivui"(%arg1, %arg0) : (i64, i64) -> i64
    %1 = "x.g"(%arg1, %0) : (i64, i64) -> i1
    %2 = "arith.constant"() <{value = 7 : i64}> : () -> i64
    %3 = "arith.maxui"(%2, %2) : (i64, i64) -> i64
    %4 = "arith.constant"() <{value = -1 : i64}> : () -> i64
    %5 = "arith.xori"(%arg0, %4) : (i64, i64) -> i64
    %6 = "arith.andi"(%arg0, %5) : (i64, i64) -> i64
    %7 = "arith.constant"() <{value = -1 : i64}> : () -> i64
    %8 = "arith.xori"(%6, %7) : (i64, i64) -> i64
    %9 = "arith.andi"(%8, %6) : (i64, i64) -> i64
    %10 = "arith.muli"(%arg0, %7) <{overflowFlags = #arith.overflow<nsw>}> : (i64, i64) -> i64
    %11 = "arith.divsi"(%10, %arg0) : (i64, i64) -> i64
    %12 = "arith.shli"(%4, %7) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
    %13 = "arith.index_cast"(%2) : (i64) -> index
    %14 = "arith.index_castui"(%13) : (index) -> i64
    %15 = "arith.constant"() <{value = 0 : i64}> : () -> i64
    %16 = "x.src"() : () -> i64
    %17 = "arith.constant"() <{value = -1 : i64}> : () -> i64
    %18 = "arith.xori"(%15, %17) : (i64, i64) -> i64
    %19 = "arith.andi"(%18, %15) : (i64, i64) -> i64
    %20 = "arith.constant"() <{value = 65 : i64}> : () -> i64
    %21 = "arith.xori"(%7, %arg0) : (i64, i64) -> i64
    "x.use"(%4) : (i64) -> ()
    "x.use"(%10) : (i64) -> ()
    %22 = "arith.constant"() <{value = -1 : i64}> : () -> i64
    %23 = "arith.xori"(%16, %22) : (i64, i64) -> i64
    %24 = "arith.ori"(%16, %23) : (i64, i64) -> i64
    %25 = "arith.constant"() <{value = -1 : i64}> : () -> i64
    %26 = "arith.xori"(%4, %25) : (i64, i64) -> i64
    %27 = "arith.ori"(%26, %4) : (i64, i64) -> i64
    %28 = "x.f"(%5) : (i64) -> i64
    %29 = "x.src"() : () -> i64
    "func.return"(%28, %29, %1) : (i64, i64, i1) -> ()
  }) : () -> ()
}) : () -> ()

