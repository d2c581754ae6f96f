"builtin.module"() ({
  "func.func"() <{function_type = (i32, i32, i1) -> (i32, i32), sym_name = "f"}> ({
  ^bb0(%arg0: i32, %arg1: i32, %arg2: i1):
    %0 = "arith.addi"(%arg0, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %1 = "scf.if"(%arg2) ({
      %13 = "x.bin"(%arg0, %arg0) : (i32, i32) -> i32
      "scf.yield"(%arg1) : (i32) -> ()
    }, {
      "scf.yield"(%arg0) : (i32) -> ()
    }) : (i1) -> i32
    %2 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %3 = "arith.subi"(%arg1, %2) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %4 = "scf.if"(%arg2) ({
      %8 = "x.bin"(%2, %arg1) : (i32, i32) -> i32
      %9 = "scf.if"(%arg2) ({
        %11 = "arith.constant"() <{value = 2 : i32}> : () -> i32
        %12 = "arith.constant"() <{value = 3 : i32}> : () -> i32
        "scf.yield"(%12) : (i32) -> ()
      }, {
        "scf.yield"(%1) : (i32) -> ()
      }) : (i1) -> i32
      %10 = "x.bin"(%9, %arg1) : (i32, i32) -> i32
      "scf.yield"(%9) : (i32) -> ()
    }, {
      "scf.yield"(%arg1) : (i32) -> ()
    }) : (i1) -> i32
    %5 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    %6 = "arith.muli"(%arg0, %arg1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %7 = "x.b"(%arg0) : (i32) -> i32
    "func.return"(%6, %7) : (i32, i32) -> ()
  }) : () -> ()
}) : () -> ()

