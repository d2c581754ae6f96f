"builtin.module"() ({
  "func.func"() <{function_type = (i1, !ltl.sequence, !ltl.sequence, i1) -> (!ltl.sequence, !ltl.sequence), sym_name = "f"}> ({
  ^bb0(%a: i1, %b: !ltl.sequence, %c: !ltl.sequence, %d: i1):
    %0 = "ltl.concat"(%b, %c) : (!ltl.sequence, !ltl.sequence) -> !ltl.sequence
    %1 = "ltl.concat"(%a, %0, %d) : (i1, !ltl.sequence, i1) -> !ltl.sequence
    %2 = "ltl.concat"(%b, %d) : (!ltl.sequence, i1) -> !ltl.sequence
    %3 = "ltl.delay"(%2) <{delay = 2 : i64, length = 0 : i64}> : (!ltl.sequence) -> !ltl.sequence
    "func.return"(%1, %3) : (!ltl.sequence, !ltl.sequence) -> ()
  }) : () -> ()
}) : () -> ()
