"builtin.module"() ({
  "func.func"() <{function_type = (i32, i32, i1) -> (i32, i32), sym_name = "f"}> ({
  ^bb0(%arg0: i32, %arg1: i32, %arg2: i1):
    %0 = "x.b"(%arg1) : (i32) -> i32
    %1 = "arith.constant"() <{value = 3 : i32}> : () -> i32
    %2 = "arith.constant"() <{value = 3 : i32}> : () -> i32
    %3 = "scf.if"(%arg2) ({
      %15 = "x.b"(%arg0) : (i32) -> i32
      "scf.yield"(%2) : (i32) -> ()
    }, {
      %13 = "arith.muli"(%arg0, %2) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %14 = "arith.addi"(%1, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%2) : (i32) -> ()
    }) : (i1) -> i32
    %4 = "arith.subi"(%arg0, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %5 = "x.b"(%arg0) : (i32) -> i32
    "x.use"(%0) : (i32) -> ()
    "x.use"(%3) : (i32) -> ()
    %6 = "scf.if"(%arg2) ({
      %12 = "arith.subi"(%1, %1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "x.use"(%0) : (i32) -> ()
      "scf.yield"(%arg1) : (i32) -> ()
    }, {
      %8 = "arith.constant"() <{value = 3 : i32}> : () -> i32
      %9 = "scf.if"(%arg2) ({
        %11 = "x.b"(%arg1) : (i32) -> i32
        "scf.yield"(%4) : (i32) -> ()
      }, {
        %10 = "arith.constant"() <{value = 3 : i32}> : () -> i32
        "scf.yield"(%arg0) : (i32) -> ()
      }) : (i1) -> i32
      "scf.yield"(%3) : (i32) -> ()
    }) : (i1) -> i32
    %7 = "arith.subi"(%2, %4) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%6, %7) : (i32, i32) -> ()
  }) : () -> ()
}) : () -> ()

