"builtin.module"() ({
  "func.func"() <{function_type = (i32, i32, i1) -> (i32, i32), sym_name = "f"}> ({
  ^bb0(%arg0: i32, %arg1: i32, %arg2: i1):
    %0 = "x.a"(%arg1) : (i32) -> i32
    %1 = "x.bin"(%arg0, %0) : (i32, i32) -> i32
    %2 = "x.bin"(%arg1, %arg0) : (i32, i32) -> i32
    %3 = "arith.constant"() <{value = 3 : i32}> : () -> i32
    "x.use"(%2) : (i32) -> ()
    %4 = "arith.muli"(%0, %1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %5 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %6 = "arith.subi"(%4, %3) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %7 = "arith.subi"(%2, %2) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %8 = "x.bin"(%1, %2) : (i32, i32) -> i32
    "x.use"(%6) : (i32) -> ()
    %9 = "x.bin"(%arg1, %0) : (i32, i32) -> i32
    %10 = "arith.addi"(%1, %6) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%9, %10) : (i32, i32) -> ()
  }) : () -> ()
}) : () -> ()

