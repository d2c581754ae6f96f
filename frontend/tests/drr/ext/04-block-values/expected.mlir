"builtin.module"() ({
  "func.func"() <{function_type = (i1, i32, i32) -> (i32, i32, i32, i32, i32), sym_name = "f"}> ({
  ^bb0(%arg0: i1, %arg1: i32, %arg2: i32):
    %0 = "rt.apply"(%arg1) ({
    ^bb0(%arg3: i32):
      "rt.yield"(%arg2) : (i32) -> ()
    }) : (i32) -> i32
    %1 = "rt.if"(%arg0) ({
      "rt.yield"(%arg1) : (i32) -> ()
    }, {
      "rt.yield"(%arg2) : (i32) -> ()
    }) : (i1) -> i32
    "func.return"(%arg1, %0, %arg1, %arg2, %1) : (i32, i32, i32, i32, i32) -> ()
  }) : () -> ()
}) : () -> ()

