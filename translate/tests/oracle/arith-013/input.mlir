"builtin.module"() ({
  "func.func"() <{function_type = (i32, i32, i1) -> (i32, i32), sym_name = "f"}> ({
  ^bb0(%arg0: i32, %arg1: i32, %arg2: i1):
    %0 = "scf.if"(%arg2) ({
      %12 = "x.a"(%arg1) : (i32) -> i32
      "scf.yield"(%arg1) : (i32) -> ()
    }, {
      %10 = "arith.addi"(%arg1, %arg1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %11 = "x.bin"(%10, %10) : (i32, i32) -> i32
      "scf.yield"(%arg1) : (i32) -> ()
    }) : (i1) -> i32
    %1 = "x.bin"(%arg1, %arg1) : (i32, i32) -> i32
    %2 = "arith.constant"() <{value = 3 : i32}> : () -> i32
    %3 = "arith.muli"(%0, %arg1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %4 = "scf.if"(%arg2) ({
      %8 = "arith.addi"(%0, %arg1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %9 = "x.bin"(%1, %3) : (i32, i32) -> i32
      "x.use"(%8) : (i32) -> ()
      "scf.yield"(%2) : (i32) -> ()
    }, {
      "scf.yield"(%arg1) : (i32) -> ()
    }) : (i1) -> i32
    %5 = "arith.constant"() <{value = 3 : i32}> : () -> i32
    "x.use"(%5) : (i32) -> ()
    %6 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %7 = "x.bin"(%6, %5) : (i32, i32) -> i32
    "x.use"(%1) : (i32) -> ()
    "func.return"(%6, %7) : (i32, i32) -> ()
  }) : () -> ()
}) : () -> ()

