"builtin.module"() ({
  "func.func"() <{function_type = (i32, i32, i1) -> (i32, i32, i1), sym_name = "f"}> ({
  ^bb0(%arg0: i32, %arg1: i32, %arg2: i1):
    "x.use"(%arg0) : (i32) -> ()
    %0 = "arith.cmpi"(%arg1, %arg1) <{predicate = 5 : i64}> : (i32, i32) -> i1
    %1 = "arith.andi"(%arg0, %arg0) : (i32, i32) -> i32
    %2 = "arith.andi"(%arg0, %1) : (i32, i32) -> i32
    %3 = "arith.subi"(%arg0, %1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %4 = "arith.addi"(%1, %3) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %5 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %6 = "arith.ceildivsi"(%3, %5) : (i32, i32) -> i32
    %7 = "arith.ceildivui"(%2, %5) : (i32, i32) -> i32
    %8 = "arith.andi"(%5, %arg0) : (i32, i32) -> i32
    %9 = "arith.xori"(%arg1, %4) : (i32, i32) -> i32
    %10 = "x.g"(%5, %5) : (i32, i32) -> i1
    %11 = "arith.constant"() <{value = 2147483647 : i32}> : () -> i32
    "x.use"(%4) : (i32) -> ()
    %12 = "x.src"() : () -> i32
    %13 = "arith.constant"() <{value = -2147483648 : i32}> : () -> i32
    "x.use"(%arg0) : (i32) -> ()
    %14 = "arith.select"(%0, %6, %11) : (i1, i32, i32) -> i32
    %15 = "arith.muli"(%13, %12) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %16 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    %17 = "arith.subi"(%2, %16) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %18 = "arith.addi"(%16, %17) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %19 = "arith.divsi"(%14, %13) : (i32, i32) -> i32
    %20 = "arith.subi"(%19, %12) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %21 = "arith.maxsi"(%15, %15) : (i32, i32) -> i32
    "func.return"(%20, %21, %10) : (i32, i32, i1) -> ()
  }) : () -> ()
}) : () -> ()

