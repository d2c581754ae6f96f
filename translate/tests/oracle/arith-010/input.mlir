"builtin.module"() ({
  "func.func"() <{function_type = (i32, i32, i1) -> (i32, i32), sym_name = "f"}> ({
  ^bb0(%arg0: i32, %arg1: i32, %arg2: i1):
    "x.use"(%arg0) : (i32) -> ()
    "x.use"(%arg1) : (i32) -> ()
    %0 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    "x.use"(%arg1) : (i32) -> ()
    %1 = "scf.if"(%arg2) ({
      "x.use"(%arg1) : (i32) -> ()
      "x.use"(%arg0) : (i32) -> ()
      "scf.yield"(%0) : (i32) -> ()
    }, {
      "scf.yield"(%arg1) : (i32) -> ()
    }) : (i1) -> i32
    "func.return"(%0, %1) : (i32, i32) -> ()
  }) : () -> ()
}) : () -> ()

