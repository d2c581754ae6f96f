"builtin.module"() ({
  "func.func"() <{function_type = (i32, i32, i1) -> (i32, i32), sym_name = "f"}> ({
  ^bb0(%arg0: i32, %arg1: i32, %arg2: i1):
    %0 = "arith.subi"(%arg1, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %1 = "x.b"(%0) : (i32) -> i32
    "x.use"(%arg0) : (i32) -> ()
    %2 = "x.bin"(%arg1, %1) : (i32, i32) -> i32
    %3 = "arith.constant"() <{value = 3 : i32}> : () -> i32
    %4 = "arith.constant"() <{value = 3 : i32}> : () -> i32
    %5 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %6 = "arith.addi"(%arg1, %3) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %7 = "x.b"(%3) : (i32) -> i32
    %8 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    %9 = "x.b"(%2) : (i32) -> i32
    %10 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    "func.return"(%9, %10) : (i32, i32) -> ()
  }) : () -> ()
}) : () -> ()

