"builtin.module"() ({
  "func.func"() <{function_type = (i32, i32, i1) -> (i32, i32), sym_name = "f"}> ({
  ^bb0(%arg0: i32, %arg1: i32, %arg2: i1):
    %0 = "arith.addi"(%arg0, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %1 = "arith.muli"(%arg1, %arg1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "x.use"(%0) : (i32) -> ()
    %2 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %3 = "scf.if"(%arg2) ({
      %9 = "arith.subi"(%arg1, %1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %10 = "x.bin"(%arg0, %9) : (i32, i32) -> i32
      "scf.yield"(%arg0) : (i32) -> ()
    }, {
      %8 = "x.b"(%0) : (i32) -> i32
      "x.use"(%2) : (i32) -> ()
      "scf.yield"(%1) : (i32) -> ()
    }) : (i1) -> i32
    %4 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %5 = "arith.subi"(%3, %3) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %6 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %7 = "arith.muli"(%5, %2) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%6, %7) : (i32, i32) -> ()
  }) : () -> ()
}) : () -> ()

