"builtin.module"() ({
  "func.func"() <{function_type = (i32, i32, i1) -> (i32, i32), sym_name = "f"}> ({
  ^bb0(%arg0: i32, %arg1: i32, %arg2: i1):
    %0 = "arith.subi"(%arg0, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %1 = "scf.if"(%arg2) ({
      %9 = "arith.addi"(%arg1, %0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %10 = "arith.muli"(%arg0, %9) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %11 = "arith.constant"() <{value = 0 : i32}> : () -> i32
      "scf.yield"(%0) : (i32) -> ()
    }, {
      %8 = "arith.addi"(%arg1, %arg1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%arg0) : (i32) -> ()
    }) : (i1) -> i32
    "x.use"(%1) : (i32) -> ()
    %2 = "arith.muli"(%1, %arg1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "x.use"(%arg1) : (i32) -> ()
    %3 = "scf.if"(%arg2) ({
      %6 = "arith.constant"() <{value = 1 : i32}> : () -> i32
      %7 = "x.b"(%6) : (i32) -> i32
      "x.use"(%6) : (i32) -> ()
      "scf.yield"(%0) : (i32) -> ()
    }, {
      %5 = "x.b"(%1) : (i32) -> i32
      "scf.yield"(%5) : (i32) -> ()
    }) : (i1) -> i32
    %4 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    "func.return"(%3, %4) : (i32, i32) -> ()
  }) : () -> ()
}) : () -> ()

