"builtin.module"() ({
  "func.func"() <{function_type = (i32, i32, i1) -> (i32, i32), sym_name = "f"}> ({
  ^bb0(%arg0: i32, %arg1: i32, %arg2: i1):
    %0 = "arith.muli"(%arg0, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %1 = "arith.addi"(%arg1, %0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %2 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %3 = "x.b"(%arg0) : (i32) -> i32
    %4 = "scf.if"(%arg2) ({
      %14 = "arith.addi"(%0, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%14) : (i32) -> ()
    }, {
      "scf.yield"(%2) : (i32) -> ()
    }) : (i1) -> i32
    "x.use"(%2) : (i32) -> ()
    %5 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    "x.use"(%3) : (i32) -> ()
    %6 = "scf.if"(%arg2) ({
      %11 = "scf.if"(%arg2) ({
        %13 = "arith.subi"(%5, %1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
        "scf.yield"(%13) : (i32) -> ()
      }, {
        "scf.yield"(%1) : (i32) -> ()
      }) : (i1) -> i32
      "x.use"(%0) : (i32) -> ()
      %12 = "x.bin"(%arg1, %4) : (i32, i32) -> i32
      "scf.yield"(%5) : (i32) -> ()
    }, {
      %10 = "arith.constant"() <{value = 1 : i32}> : () -> i32
      "scf.yield"(%4) : (i32) -> ()
    }) : (i1) -> i32
    %7 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %8 = "arith.addi"(%0, %3) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %9 = "arith.subi"(%0, %5) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%8, %9) : (i32, i32) -> ()
  }) : () -> ()
}) : () -> ()

