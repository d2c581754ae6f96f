"builtin.module"() ({
  "func.func"() <{function_type = (i32, i32, i1) -> (i32, i32), sym_name = "f"}> ({
  ^bb0(%arg0: i32, %arg1: i32, %arg2: i1):
    %0 = "arith.subi"(%arg1, %arg1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "x.use"(%arg0) : (i32) -> ()
    %1 = "x.bin"(%0, %0) : (i32, i32) -> i32
    %2 = "arith.muli"(%0, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %3 = "x.bin"(%1, %arg0) : (i32, i32) -> i32
    %4 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    %5 = "scf.if"(%arg2) ({
      %7 = "arith.muli"(%4, %arg1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%3) : (i32) -> ()
    }, {
      "scf.yield"(%4) : (i32) -> ()
    }) : (i1) -> i32
    "x.use"(%1) : (i32) -> ()
    "x.use"(%arg0) : (i32) -> ()
    %6 = "x.b"(%4) : (i32) -> i32
    "x.use"(%1) : (i32) -> ()
    "func.return"(%5, %6) : (i32, i32) -> ()
  }) : () -> ()
}) : () -> ()

