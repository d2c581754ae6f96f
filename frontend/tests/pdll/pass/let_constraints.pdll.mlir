module {
  pdl.pattern : benefit(0) {
    %0 = operand loc(#loc2)
    apply_native_constraint "HasOneUse"(%0 : !pdl.value) loc(#loc3)
    %1 = types loc(#loc4)
    %2 = operation "test.op"(%0 : !pdl.value)  -> (%1 : !pdl.range<type>) loc(#loc4)
    rewrite %2 {
      replace %2 with(%0 : !pdl.value) loc(#loc5)
    } loc(#loc5)
  } loc(#loc1)
} loc(#loc)
#loc = loc("pass/let_constraints.pdll":2:1)
#loc1 = loc("pass/let_constraints.pdll":3:1)
#loc2 = loc("pass/let_constraints.pdll":4:7)
#loc3 = loc("pass/let_constraints.pdll":4:22)
#loc4 = loc("pass/let_constraints.pdll":5:14)
#loc5 = loc("pass/let_constraints.pdll":6:3)
