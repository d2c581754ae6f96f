"builtin.module"() ({
  "func.func"() <{function_type = (index, index, i1) -> (index, index, i1), sym_name = "f"}> ({
  ^bb0(%arg0: index, %arg1: index, %arg2: i1):
    %0 = "arith.constant"() <{value = -1 : index}> : () -> index
    %1 = "arith.constant"() <{value = -9223372036854775808 : index}> : () -> index
    %2 = "arith.ceildivsi"(%0, %1) : (index, index) -> index
    "x.use"(%1) : (index) -> ()
    %3 = "arith.xori"(%1, %arg1) : (index, index) -> index
    %4 = "arith.xori"(%3, %arg1) : (index, index) -> index
    %5 = "arith.constant"() <{value = -1 : index}> : () -> index
    %6 = "arith.minui"(%4, %5) : (index, index) -> index
    %7 = "arith.andi"(%0, %5) : (index, index) -> index
    %8 = "arith.andi"(%5, %7) : (index, index) -> index
    %9 = "arith.constant"() <{value = 3 : index}> : () -> index
    %10 = "x.g"(%5, %5) : (index, index) -> i1
    %11 = "arith.constant"() <{value = -1 : index}> : () -> index
    %12 = "arith.select"(%arg2, %0, %9) : (i1, index, index) -> index
    %13 = "arith.index_cast"(%5) : (index) -> i32
    %14 = "arith.index_cast"(%13) : (i32) -> index
    %15 = "arith.constant"() <{value = 7 : index}> : () -> index
    %16 = "arith.constant"() <{value = 63 : index}> : () -> index
    %17 = "arith.shli"(%15, %16) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %18 = "x.src"() : () -> index
    %19 = "x.f"(%9) : (index) -> index
    %20 = "arith.index_cast"(%11) : (index) -> i64
    %21 = "arith.index_castui"(%20) : (i64) -> index
    %22 = "arith.constant"() <{value = 9223372036854775807 : index}> : () -> index
    %23 = "arith.constant"() <{value = -1 : index}> : () -> index
    %24 = "arith.remsi"(%22, %23) : (index, index) -> index
    %25 = "arith.constant"() <{value = -1 : index}> : () -> index
    %26 = "arith.xori"(%18, %25) : (index, index) -> index
    %27 = "arith.ori"(%26, %18) : (index, index) -> index
    %28 = "arith.ceildivsi"(%4, %arg1) : (index, index) -> index
    %29 = "arith.minui"(%25, %arg1) : (index, index) -> index
    %30 = "arith.index_castui"(%2) : (index) -> i8
    %31 = "arith.index_castui"(%30) : (i8) -> index
    %32 = "arith.xori"(%25, %15) : (index, index) -> index
    %33 = "arith.xori"(%25, %32) : (index, index) -> index
    %34 = "arith.index_cast"(%arg0) : (index) -> i64
    %35 = "arith.index_cast"(%34) : (i64) -> index
    "func.return"(%33, %35, %10) : (index, index, i1) -> ()
  }) : () -> ()
}) : () -> ()

