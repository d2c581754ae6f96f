"builtin.module"() ({
  "func.func"() <{function_type = (i32, i32, i1) -> (i32, i32), sym_name = "f"}> ({
  ^bb0(%arg0: i32, %arg1: i32, %arg2: i1):
    %0 = "arith.muli"(%arg1, %arg1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %1 = "x.bin"(%arg1, %arg1) : (i32, i32) -> i32
    %2 = "x.b"(%0) : (i32) -> i32
    %3 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    %4 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %5 = "arith.muli"(%1, %arg1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %6 = "x.bin"(%4, %4) : (i32, i32) -> i32
    %7 = "arith.subi"(%2, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %8 = "x.b"(%2) : (i32) -> i32
    %9 = "x.bin"(%0, %7) : (i32, i32) -> i32
    %10 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    %11 = "arith.muli"(%0, %2) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %12 = "scf.if"(%arg2) ({
      "x.use"(%3) : (i32) -> ()
      %16 = "scf.if"(%arg2) ({
        "scf.yield"(%6) : (i32) -> ()
      }, {
        %18 = "x.bin"(%1, %10) : (i32, i32) -> i32
        "scf.yield"(%10) : (i32) -> ()
      }) : (i1) -> i32
      %17 = "arith.subi"(%7, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%10) : (i32) -> ()
    }, {
      %15 = "arith.subi"(%7, %10) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%arg0) : (i32) -> ()
    }) : (i1) -> i32
    %13 = "x.bin"(%5, %6) : (i32, i32) -> i32
    %14 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    "func.return"(%13, %14) : (i32, i32) -> ()
  }) : () -> ()
}) : () -> ()

