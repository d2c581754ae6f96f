"builtin.module"() ({
  "func.func"() <{function_type = (i32, i32, i1) -> (i32, i32), sym_name = "f"}> ({
  ^bb0(%arg0: i32, %arg1: i32, %arg2: i1):
    %0 = "scf.if"(%arg2) ({
      %13 = "x.a"(%arg1) : (i32) -> i32
      "x.use"(%13) : (i32) -> ()
      %14 = "arith.muli"(%arg0, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%13) : (i32) -> ()
    }, {
      %12 = "arith.muli"(%arg0, %arg1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%arg1) : (i32) -> ()
    }) : (i1) -> i32
    %1 = "arith.muli"(%arg0, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %2 = "x.b"(%arg1) : (i32) -> i32
    %3 = "arith.subi"(%arg1, %0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %4 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %5 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %6 = "x.bin"(%0, %0) : (i32, i32) -> i32
    %7 = "arith.muli"(%2, %4) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %8 = "arith.addi"(%arg1, %arg1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %9 = "arith.addi"(%4, %5) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %10 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %11 = "x.bin"(%10, %4) : (i32, i32) -> i32
    "func.return"(%10, %11) : (i32, i32) -> ()
  }) : () -> ()
}) : () -> ()

