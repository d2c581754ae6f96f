"builtin.module"() ({
  "func.func"() <{function_type = (i32, i32, i1) -> (i32, i32), sym_name = "f"}> ({
  ^bb0(%arg0: i32, %arg1: i32, %arg2: i1):
    %0 = "x.bin"(%arg0, %arg0) : (i32, i32) -> i32
    %1 = "arith.addi"(%0, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "x.use"(%0) : (i32) -> ()
    %2 = "scf.if"(%arg2) ({
      "x.use"(%arg0) : (i32) -> ()
      "scf.yield"(%0) : (i32) -> ()
    }, {
      "scf.yield"(%0) : (i32) -> ()
    }) : (i1) -> i32
    %3 = "x.bin"(%arg0, %1) : (i32, i32) -> i32
    %4 = "arith.subi"(%2, %arg1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %5 = "arith.addi"(%2, %4) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %6 = "arith.muli"(%0, %1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %7 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    "func.return"(%6, %7) : (i32, i32) -> ()
  }) : () -> ()
}) : () -> ()

