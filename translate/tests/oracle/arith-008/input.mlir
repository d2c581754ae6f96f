"builtin.module"() ({
  "func.func"() <{function_type = (i32, i32, i1) -> (i32, i32), sym_name = "f"}> ({
  ^bb0(%arg0: i32, %arg1: i32, %arg2: i1):
    %0 = "arith.addi"(%arg1, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "x.use"(%arg0) : (i32) -> ()
    %1 = "x.b"(%arg1) : (i32) -> i32
    %2 = "arith.addi"(%arg1, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %3 = "arith.subi"(%arg0, %arg1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %4 = "arith.subi"(%3, %0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %5 = "scf.if"(%arg2) ({
      %22 = "arith.subi"(%2, %3) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%0) : (i32) -> ()
    }, {
      %21 = "x.a"(%0) : (i32) -> i32
      "scf.yield"(%arg0) : (i32) -> ()
    }) : (i1) -> i32
    %6 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %7 = "scf.if"(%arg2) ({
      %19 = "arith.muli"(%5, %1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "x.use"(%arg1) : (i32) -> ()
      %20 = "x.bin"(%5, %6) : (i32, i32) -> i32
      "scf.yield"(%4) : (i32) -> ()
    }, {
      %17 = "arith.muli"(%1, %1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %18 = "x.a"(%0) : (i32) -> i32
      "scf.yield"(%4) : (i32) -> ()
    }) : (i1) -> i32
    %8 = "x.a"(%0) : (i32) -> i32
    %9 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %10 = "arith.subi"(%0, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %11 = "arith.constant"() <{value = 3 : i32}> : () -> i32
    %12 = "scf.if"(%arg2) ({
      %14 = "arith.muli"(%1, %9) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %15 = "arith.addi"(%5, %0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %16 = "arith.subi"(%14, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%6) : (i32) -> ()
    }, {
      %13 = "x.b"(%1) : (i32) -> i32
      "scf.yield"(%arg0) : (i32) -> ()
    }) : (i1) -> i32
    "func.return"(%11, %12) : (i32, i32) -> ()
  }) : () -> ()
}) : () -> ()

