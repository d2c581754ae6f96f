module {
  pdl.pattern : benefit(0) {
    %0 = operands loc(#loc2)
    %1 = types loc(#loc2)
    %2 = operation "test.op"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>) loc(#loc2)
    apply_native_constraint "IsFoo"(%2 : !pdl.operation) {isNegated = true} loc(#loc3)
    rewrite %2 {
      erase %2 loc(#loc4)
    } loc(#loc4)
  } loc(#loc1)
} loc(#loc)
#loc = loc("pass/negation.pdll":2:1)
#loc1 = loc("pass/negation.pdll":3:1)
#loc2 = loc("pass/negation.pdll":4:14)
#loc3 = loc("pass/negation.pdll":5:7)
#loc4 = loc("pass/negation.pdll":6:3)
