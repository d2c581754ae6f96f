"builtin.module"() ({
  "func.func"() <{function_type = (i32, i32, i1) -> (i32, i32), sym_name = "f"}> ({
  ^bb0(%arg0: i32, %arg1: i32, %arg2: i1):
    %0 = "arith.addi"(%arg0, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %1 = "x.bin"(%arg0, %0) : (i32, i32) -> i32
    %2 = "arith.addi"(%arg1, %1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %3 = "x.bin"(%arg1, %arg0) : (i32, i32) -> i32
    %4 = "x.bin"(%3, %1) : (i32, i32) -> i32
    %5 = "scf.if"(%arg2) ({
      %17 = "x.bin"(%arg0, %4) : (i32, i32) -> i32
      "scf.yield"(%3) : (i32) -> ()
    }, {
      %16 = "x.bin"(%arg1, %4) : (i32, i32) -> i32
      "scf.yield"(%3) : (i32) -> ()
    }) : (i1) -> i32
    %6 = "x.bin"(%3, %4) : (i32, i32) -> i32
    %7 = "scf.if"(%arg2) ({
      %15 = "x.a"(%3) : (i32) -> i32
      "scf.yield"(%1) : (i32) -> ()
    }, {
      %14 = "arith.constant"() <{value = 2 : i32}> : () -> i32
      "scf.yield"(%arg1) : (i32) -> ()
    }) : (i1) -> i32
    %8 = "scf.if"(%arg2) ({
      %13 = "arith.constant"() <{value = 2 : i32}> : () -> i32
      "scf.yield"(%4) : (i32) -> ()
    }, {
      "scf.yield"(%6) : (i32) -> ()
    }) : (i1) -> i32
    %9 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %10 = "arith.subi"(%4, %5) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %11 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %12 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    "func.return"(%11, %12) : (i32, i32) -> ()
  }) : () -> ()
}) : () -> ()

