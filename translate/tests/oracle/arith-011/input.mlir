"builtin.module"() ({
  "func.func"() <{function_type = (i32, i32, i1) -> (i32, i32), sym_name = "f"}> ({
  ^bb0(%arg0: i32, %arg1: i32, %arg2: i1):
    %0 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %1 = "scf.if"(%arg2) ({
      %7 = "x.a"(%0) : (i32) -> i32
      %8 = "scf.if"(%arg2) ({
        %9 = "arith.constant"() <{value = 2 : i32}> : () -> i32
        %10 = "arith.subi"(%7, %7) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
        "scf.yield"(%arg0) : (i32) -> ()
      }, {
        "scf.yield"(%arg0) : (i32) -> ()
      }) : (i1) -> i32
      "scf.yield"(%7) : (i32) -> ()
    }, {
      "x.use"(%arg1) : (i32) -> ()
      %6 = "arith.muli"(%arg0, %arg1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%0) : (i32) -> ()
    }) : (i1) -> i32
    %2 = "x.bin"(%0, %arg0) : (i32, i32) -> i32
    %3 = "x.a"(%0) : (i32) -> i32
    %4 = "x.b"(%arg0) : (i32) -> i32
    %5 = "arith.muli"(%arg0, %3) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%4, %5) : (i32, i32) -> ()
  }) : () -> ()
}) : () -> ()

