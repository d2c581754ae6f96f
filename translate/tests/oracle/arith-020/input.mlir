"builtin.module"() ({
  "func.func"() <{function_type = (i32, i32, i1) -> (i32, i32), sym_name = "f"}> ({
  ^bb0(%arg0: i32, %arg1: i32, %arg2: i1):
    %0 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    %1 = "arith.subi"(%0, %arg1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %2 = "arith.addi"(%1, %arg1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %3 = "x.bin"(%arg0, %arg0) : (i32, i32) -> i32
    %4 = "x.bin"(%2, %0) : (i32, i32) -> i32
    "x.use"(%4) : (i32) -> ()
    %5 = "arith.addi"(%arg0, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %6 = "scf.if"(%arg2) ({
      %12 = "x.bin"(%arg1, %3) : (i32, i32) -> i32
      "scf.yield"(%12) : (i32) -> ()
    }, {
      "scf.yield"(%0) : (i32) -> ()
    }) : (i1) -> i32
    %7 = "x.b"(%0) : (i32) -> i32
    %8 = "scf.if"(%arg2) ({
      %11 = "arith.constant"() <{value = 0 : i32}> : () -> i32
      "scf.yield"(%4) : (i32) -> ()
    }, {
      %10 = "arith.subi"(%0, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%5) : (i32) -> ()
    }) : (i1) -> i32
    %9 = "x.a"(%7) : (i32) -> i32
    "func.return"(%8, %9) : (i32, i32) -> ()
  }) : () -> ()
}) : () -> ()

