"builtin.module"() ({
  "func.func"() <{function_type = (i32, i32, i1) -> (i32, i32), sym_name = "f"}> ({
  ^bb0(%arg0: i32, %arg1: i32, %arg2: i1):
    %0 = "arith.muli"(%arg1, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %1 = "x.bin"(%arg1, %arg0) : (i32, i32) -> i32
    %2 = "arith.addi"(%arg0, %arg1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "x.use"(%2) : (i32) -> ()
    %3 = "arith.addi"(%0, %1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "x.use"(%0) : (i32) -> ()
    %4 = "scf.if"(%arg2) ({
      %8 = "arith.subi"(%0, %arg1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %9 = "arith.muli"(%1, %3) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %10 = "arith.subi"(%0, %9) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%arg0) : (i32) -> ()
    }, {
      %6 = "arith.subi"(%arg1, %3) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %7 = "arith.subi"(%1, %1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%6) : (i32) -> ()
    }) : (i1) -> i32
    %5 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    "func.return"(%4, %5) : (i32, i32) -> ()
  }) : () -> ()
}) : () -> ()

