"builtin.module"() ({
  "func.func"() <{function_type = (i32, i32, i1) -> (i32, i32), sym_name = "f"}> ({
  ^bb0(%arg0: i32, %arg1: i32, %arg2: i1):
    %0 = "x.bin"(%arg0, %arg1) : (i32, i32) -> i32
    %1 = "x.bin"(%arg0, %arg0) : (i32, i32) -> i32
    %2 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    "x.use"(%arg1) : (i32) -> ()
    %3 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    %4 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %5 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %6 = "scf.if"(%arg2) ({
      %10 = "x.a"(%arg1) : (i32) -> i32
      "scf.yield"(%1) : (i32) -> ()
    }, {
      %8 = "x.bin"(%0, %2) : (i32, i32) -> i32
      %9 = "x.b"(%5) : (i32) -> i32
      "scf.yield"(%arg1) : (i32) -> ()
    }) : (i1) -> i32
    %7 = "arith.constant"() <{value = 3 : i32}> : () -> i32
    "x.use"(%5) : (i32) -> ()
    "x.use"(%2) : (i32) -> ()
    "func.return"(%6, %7) : (i32, i32) -> ()
  }) : () -> ()
}) : () -> ()

