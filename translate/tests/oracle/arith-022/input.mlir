"builtin.module"() ({
  "func.func"() <{function_type = (i32, i32, i1) -> (i32, i32), sym_name = "f"}> ({
  ^bb0(%arg0: i32, %arg1: i32, %arg2: i1):
    %0 = "arith.muli"(%arg1, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %1 = "arith.muli"(%0, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %2 = "x.b"(%arg0) : (i32) -> i32
    %3 = "arith.addi"(%1, %arg1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %4 = "arith.muli"(%0, %1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %5 = "arith.subi"(%arg0, %4) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %6 = "scf.if"(%arg2) ({
      %9 = "x.b"(%arg1) : (i32) -> i32
      "scf.yield"(%2) : (i32) -> ()
    }, {
      %7 = "x.bin"(%3, %2) : (i32, i32) -> i32
      %8 = "x.bin"(%3, %0) : (i32, i32) -> i32
      "scf.yield"(%3) : (i32) -> ()
    }) : (i1) -> i32
    "func.return"(%5, %6) : (i32, i32) -> ()
  }) : () -> ()
}) : () -> ()

