module {
  pdl.pattern @WithBenefit : benefit(10) {
    %0 = operands loc(#loc1)
    %1 = types loc(#loc1)
    %2 = operation "test.op"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>) loc(#loc1)
    rewrite %2 {
      erase %2 loc(#loc2)
    } loc(#loc2)
  } loc(#loc)
} loc(#loc)
#loc = loc("pass/pattern_benefit.pdll":2:1)
#loc1 = loc("pass/pattern_benefit.pdll":2:47)
#loc2 = loc("pass/pattern_benefit.pdll":2:41)
