"builtin.module"() ({
  "func.func"() <{function_type = (i1, !ltl.sequence, !ltl.sequence, i1) -> (!ltl.sequence, !ltl.sequence), sym_name = "f"}> ({
  ^bb0(%arg0: i1, %arg1: !ltl.sequence, %arg2: !ltl.sequence, %arg3: i1):
    %0 = "ltl.concat"(%arg0, %arg1, %arg2, %arg3) : (i1, !ltl.sequence, !ltl.sequence, i1) -> !ltl.sequence
    %1 = "ltl.delay"(%arg1) <{delay = 2 : i64, length = 0 : i64}> : (!ltl.sequence) -> !ltl.sequence
    %2 = "ltl.concat"(%1, %arg3) : (!ltl.sequence, i1) -> !ltl.sequence
    "func.return"(%0, %2) : (!ltl.sequence, !ltl.sequence) -> ()
  }) : () -> ()
}) : () -> ()

