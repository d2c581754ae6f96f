"builtin.module"() ({
  "func.func"() <{function_type = (i32, i32, i1) -> (i32, i32), sym_name = "f"}> ({
  ^bb0(%arg0: i32, %arg1: i32, %arg2: i1):
    %0 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    %1 = "arith.subi"(%arg1, %arg1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %2 = "x.b"(%0) : (i32) -> i32
    %3 = "arith.muli"(%1, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %4 = "x.a"(%0) : (i32) -> i32
    %5 = "arith.addi"(%2, %3) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %6 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %7 = "x.bin"(%6, %4) : (i32, i32) -> i32
    %8 = "scf.if"(%arg2) ({
      %18 = "arith.constant"() <{value = 3 : i32}> : () -> i32
      %19 = "arith.addi"(%arg0, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %20 = "arith.subi"(%7, %18) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%arg0) : (i32) -> ()
    }, {
      %13 = "scf.if"(%arg2) ({
        %15 = "x.bin"(%7, %0) : (i32, i32) -> i32
        %16 = "arith.constant"() <{value = 1 : i32}> : () -> i32
        %17 = "arith.constant"() <{value = 3 : i32}> : () -> i32
        "scf.yield"(%15) : (i32) -> ()
      }, {
        "scf.yield"(%arg1) : (i32) -> ()
      }) : (i1) -> i32
      %14 = "arith.addi"(%4, %arg1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%13) : (i32) -> ()
    }) : (i1) -> i32
    %9 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    %10 = "arith.subi"(%6, %9) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %11 = "arith.subi"(%0, %4) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %12 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    "func.return"(%11, %12) : (i32, i32) -> ()
  }) : () -> ()
}) : () -> ()

