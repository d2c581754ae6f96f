"builtin.module"() ({
  "func.func"() <{function_type = (i32, i32, i1) -> (i32, i32), sym_name = "f"}> ({
  ^bb0(%arg0: i32, %arg1: i32, %arg2: i1):
    %0 = "x.a"(%arg1) : (i32) -> i32
    %1 = "arith.constant"() <{value = 3 : i32}> : () -> i32
    %2 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    "x.use"(%0) : (i32) -> ()
    %3 = "x.a"(%1) : (i32) -> i32
    %4 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    %5 = "arith.subi"(%arg1, %3) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %6 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    "x.use"(%6) : (i32) -> ()
    %7 = "arith.subi"(%0, %2) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %8 = "x.bin"(%4, %1) : (i32, i32) -> i32
    %9 = "arith.addi"(%2, %7) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %10 = "arith.subi"(%0, %2) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "x.use"(%arg1) : (i32) -> ()
    "func.return"(%9, %10) : (i32, i32) -> ()
  }) : () -> ()
}) : () -> ()

