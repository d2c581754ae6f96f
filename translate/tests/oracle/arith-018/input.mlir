"builtin.module"() ({
  "func.func"() <{function_type = (i32, i32, i1) -> (i32, i32), sym_name = "f"}> ({
  ^bb0(%arg0: i32, %arg1: i32, %arg2: i1):
    %0 = "arith.subi"(%arg1, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %1 = "scf.if"(%arg2) ({
      %7 = "arith.constant"() <{value = 2 : i32}> : () -> i32
      %8 = "arith.subi"(%0, %0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %9 = "arith.muli"(%0, %arg1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%7) : (i32) -> ()
    }, {
      "scf.yield"(%arg0) : (i32) -> ()
    }) : (i1) -> i32
    %2 = "arith.addi"(%arg1, %0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %3 = "arith.subi"(%arg0, %1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %4 = "arith.addi"(%2, %2) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %5 = "arith.muli"(%4, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "x.use"(%arg0) : (i32) -> ()
    %6 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    "func.return"(%5, %6) : (i32, i32) -> ()
  }) : () -> ()
}) : () -> ()

