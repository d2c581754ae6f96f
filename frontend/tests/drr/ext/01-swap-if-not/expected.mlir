"builtin.module"() ({
  "func.func"() <{function_type = (i1, i32) -> i32, sym_name = "f"}> ({
  ^bb0(%arg0: i1, %arg1: i32):
    %0 = "rt.not"(%arg0) : (i1) -> i1
    %1 = "rt.if"(%arg0) ({
      %2 = "rt.neg"(%arg1) : (i32) -> i32
      "rt.yield"(%2) : (i32) -> ()
    }, {
      "rt.print"(%arg1) : (i32) -> ()
      "rt.yield"(%arg1) : (i32) -> ()
    }) : (i1) -> i32
    "rt.if"(%0) ({
      "rt.print"(%arg1) : (i32) -> ()
      "rt.yield"() : () -> ()
    }, {
    }) : (i1) -> ()
    "func.return"(%1) : (i32) -> ()
  }) : () -> ()
}) : () -> ()

