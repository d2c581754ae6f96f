"builtin.module"() ({
  "func.func"() <{function_type = (i32, i32, i1) -> (i32, i32), sym_name = "f"}> ({
  ^bb0(%arg0: i32, %arg1: i32, %arg2: i1):
    %0 = "arith.addi"(%arg1, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %1 = "x.bin"(%arg1, %arg0) : (i32, i32) -> i32
    %2 = "arith.addi"(%arg1, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %3 = "scf.if"(%arg2) ({
      %11 = "arith.constant"() <{value = 2 : i32}> : () -> i32
      %12 = "arith.constant"() <{value = 3 : i32}> : () -> i32
      "x.use"(%2) : (i32) -> ()
      "scf.yield"(%12) : (i32) -> ()
    }, {
      %9 = "arith.muli"(%1, %0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %10 = "arith.subi"(%1, %9) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%0) : (i32) -> ()
    }) : (i1) -> i32
    "x.use"(%2) : (i32) -> ()
    "x.use"(%arg1) : (i32) -> ()
    %4 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    "x.use"(%1) : (i32) -> ()
    %5 = "arith.subi"(%4, %2) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "x.use"(%0) : (i32) -> ()
    "x.use"(%4) : (i32) -> ()
    %6 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %7 = "arith.subi"(%4, %3) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %8 = "arith.constant"() <{value = 3 : i32}> : () -> i32
    "func.return"(%7, %8) : (i32, i32) -> ()
  }) : () -> ()
}) : () -> ()

