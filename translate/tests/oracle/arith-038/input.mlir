"builtin.module"() ({
  "func.func"() <{function_type = (i32, i32, i1) -> (i32, i32), sym_name = "f"}> ({
  ^bb0(%arg0: i32, %arg1: i32, %arg2: i1):
    %0 = "arith.muli"(%arg1, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %1 = "arith.constant"() <{value = 3 : i32}> : () -> i32
    "x.use"(%arg1) : (i32) -> ()
    %2 = "arith.addi"(%arg1, %0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %3 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %4 = "x.a"(%0) : (i32) -> i32
    %5 = "scf.if"(%arg2) ({
      %12 = "scf.if"(%arg2) ({
        %15 = "arith.constant"() <{value = 2 : i32}> : () -> i32
        "scf.yield"(%1) : (i32) -> ()
      }, {
        %14 = "x.bin"(%2, %4) : (i32, i32) -> i32
        "scf.yield"(%arg0) : (i32) -> ()
      }) : (i1) -> i32
      %13 = "arith.addi"(%12, %12) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%13) : (i32) -> ()
    }, {
      "scf.yield"(%2) : (i32) -> ()
    }) : (i1) -> i32
    %6 = "scf.if"(%arg2) ({
      %11 = "arith.constant"() <{value = 1 : i32}> : () -> i32
      "scf.yield"(%arg1) : (i32) -> ()
    }, {
      "scf.yield"(%0) : (i32) -> ()
    }) : (i1) -> i32
    %7 = "arith.addi"(%2, %2) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %8 = "scf.if"(%arg2) ({
      %10 = "arith.constant"() <{value = 0 : i32}> : () -> i32
      "scf.yield"(%1) : (i32) -> ()
    }, {
      %9 = "arith.constant"() <{value = 3 : i32}> : () -> i32
      "scf.yield"(%6) : (i32) -> ()
    }) : (i1) -> i32
    "func.return"(%7, %8) : (i32, i32) -> ()
  }) : () -> ()
}) : () -> ()

