"builtin.module"() ({
  "func.func"() <{function_type = (i1, i32) -> i32, sym_name = "cfg"}> ({
  ^bb0(%arg1: i1, %arg2: i32):
    "cf.cond_br"(%arg1, %arg2)[^bb3, ^bb1] <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (i1, i32) -> ()
  ^bb1:  // pred: ^bb0
    %1 = "x.o"() : () -> i32
    "cf.cond_br"(%arg1, %1, %arg2)[^bb3, ^bb3] <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (i1, i32, i32) -> ()
  ^bb2:  // no predecessors
    %2 = "x.d"() : () -> i32
    "cf.br"(%2)[^bb3] : (i32) -> ()
  ^bb3(%3: i32):  // 4 preds: ^bb0, ^bb1, ^bb1, ^bb2
    "cf.br"(%3, %arg2)[^bb4] : (i32, i32) -> ()
  ^bb4(%4: i32, %5: i32):  // pred: ^bb3
    "func.return"(%4) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index) -> (), sym_name = "loop"}> ({
  ^bb0(%arg0: index):
    "cf.br"()[^bb1] : () -> ()
  ^bb1:  // 2 preds: ^bb0, ^bb1
    %0 = "x.cond"() : () -> i1
    "cf.cond_br"(%0)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb2:  // pred: ^bb1
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

