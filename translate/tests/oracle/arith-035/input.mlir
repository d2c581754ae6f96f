"builtin.module"() ({
  "func.func"() <{function_type = (i32, i32, i1) -> (i32, i32), sym_name = "f"}> ({
  ^bb0(%arg0: i32, %arg1: i32, %arg2: i1):
    %0 = "x.bin"(%arg0, %arg1) : (i32, i32) -> i32
    %1 = "arith.subi"(%arg0, %0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %2 = "arith.addi"(%arg0, %0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %3 = "x.a"(%2) : (i32) -> i32
    %4 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %5 = "arith.muli"(%3, %3) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "x.use"(%arg0) : (i32) -> ()
    %6 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %7 = "x.a"(%1) : (i32) -> i32
    %8 = "arith.muli"(%7, %5) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %9 = "arith.constant"() <{value = 3 : i32}> : () -> i32
    %10 = "x.b"(%2) : (i32) -> i32
    %11 = "x.bin"(%arg1, %3) : (i32, i32) -> i32
    "func.return"(%10, %11) : (i32, i32) -> ()
  }) : () -> ()
}) : () -> ()

