"builtin.module"() ({
  "func.func"() <{function_type = (i32, i32, i1) -> (i32, i32), sym_name = "f"}> ({
  ^bb0(%arg0: i32, %arg1: i32, %arg2: i1):
    %0 = "x.bin"(%arg0, %arg1) : (i32, i32) -> i32
    %1 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    %2 = "arith.muli"(%arg1, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %3 = "scf.if"(%arg2) ({
      %18 = "x.bin"(%0, %1) : (i32, i32) -> i32
      "scf.yield"(%arg1) : (i32) -> ()
    }, {
      %17 = "arith.addi"(%2, %1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%17) : (i32) -> ()
    }) : (i1) -> i32
    %4 = "scf.if"(%arg2) ({
      %13 = "scf.if"(%arg2) ({
        %14 = "arith.constant"() <{value = 1 : i32}> : () -> i32
        %15 = "arith.constant"() <{value = 0 : i32}> : () -> i32
        %16 = "arith.constant"() <{value = 1 : i32}> : () -> i32
        "scf.yield"(%3) : (i32) -> ()
      }, {
        "scf.yield"(%1) : (i32) -> ()
      }) : (i1) -> i32
      "scf.yield"(%13) : (i32) -> ()
    }, {
      %10 = "scf.if"(%arg2) ({
        %12 = "arith.constant"() <{value = 1 : i32}> : () -> i32
        "scf.yield"(%1) : (i32) -> ()
      }, {
        %11 = "arith.constant"() <{value = 3 : i32}> : () -> i32
        "scf.yield"(%11) : (i32) -> ()
      }) : (i1) -> i32
      "scf.yield"(%arg0) : (i32) -> ()
    }) : (i1) -> i32
    %5 = "scf.if"(%arg2) ({
      %8 = "arith.constant"() <{value = 0 : i32}> : () -> i32
      "x.use"(%2) : (i32) -> ()
      %9 = "arith.constant"() <{value = 2 : i32}> : () -> i32
      "scf.yield"(%1) : (i32) -> ()
    }, {
      %7 = "arith.addi"(%3, %3) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "x.use"(%7) : (i32) -> ()
      "scf.yield"(%4) : (i32) -> ()
    }) : (i1) -> i32
    %6 = "arith.constant"() <{value = 3 : i32}> : () -> i32
    "func.return"(%5, %6) : (i32, i32) -> ()
  }) : () -> ()
}) : () -> ()

