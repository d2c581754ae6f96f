"builtin.module"() ({
  "func.func"() <{function_type = (i32, i32, i1) -> (i32, i32), sym_name = "f"}> ({
  ^bb0(%arg0: i32, %arg1: i32, %arg2: i1):
    %0 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    %1 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    %2 = "scf.if"(%arg2) ({
      %13 = "arith.subi"(%arg1, %0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %14 = "arith.muli"(%arg1, %arg1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%1) : (i32) -> ()
    }, {
      %11 = "arith.addi"(%1, %0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %12 = "arith.constant"() <{value = 0 : i32}> : () -> i32
      "scf.yield"(%0) : (i32) -> ()
    }) : (i1) -> i32
    "x.use"(%0) : (i32) -> ()
    %3 = "arith.muli"(%2, %0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "x.use"(%3) : (i32) -> ()
    %4 = "x.b"(%arg0) : (i32) -> i32
    %5 = "arith.addi"(%arg1, %1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %6 = "arith.subi"(%1, %5) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %7 = "arith.constant"() <{value = 3 : i32}> : () -> i32
    %8 = "x.a"(%arg1) : (i32) -> i32
    %9 = "x.bin"(%1, %5) : (i32, i32) -> i32
    %10 = "arith.subi"(%8, %3) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%9, %10) : (i32, i32) -> ()
  }) : () -> ()
}) : () -> ()

