"builtin.module"() ({
  "func.func"() <{function_type = (i1, i32) -> i32, sym_name = "f"}> ({
  ^bb0(%arg0: i1, %arg1: i32):
    "cf.cond_br"(%arg0, %arg1, %arg1)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (i1, i32, i32) -> ()
  ^bb1(%0: i32):  // pred: ^bb0
    "x.side"(%0) : (i32) -> ()
    "func.return"(%0) : (i32) -> ()
  ^bb2(%1: i32):  // pred: ^bb0
    "x.side"(%1) : (i32) -> ()
    "func.return"(%1) : (i32) -> ()
  ^bb3:  // no predecessors
    %2 = "x.op"() : () -> i32
    "func.return"(%2) : (i32) -> ()
  }) : () -> ()
}) : () -> ()

