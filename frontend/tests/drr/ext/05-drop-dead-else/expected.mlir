"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> i32, sym_name = "f"}> ({
  ^bb0(%arg0: i32):
    %0 = "rt.true"() : () -> i1
    %1 = "rt.if"(%0) ({
      %2 = "rt.neg"(%arg0) : (i32) -> i32
      "rt.yield"(%2) : (i32) -> ()
    }, {
    }) : (i1) -> i32
    "func.return"(%1) : (i32) -> ()
  }) : () -> ()
}) : () -> ()

