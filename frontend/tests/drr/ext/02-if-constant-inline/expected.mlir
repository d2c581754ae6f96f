"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> (i32, i32), sym_name = "f"}> ({
  ^bb0(%arg0: i32):
    %0 = "rt.false"() : () -> i1
    %1 = "rt.neg"(%arg0) : (i32) -> i32
    "rt.print"(%arg0) : (i32) -> ()
    "rt.print"(%arg0) : (i32) -> ()
    "rt.if"(%0) ({
      "rt.print"(%arg0) : (i32) -> ()
      "rt.yield"() : () -> ()
    }, {
    }) : (i1) -> ()
    "func.return"(%1, %arg0) : (i32, i32) -> ()
  }) : () -> ()
}) : () -> ()

