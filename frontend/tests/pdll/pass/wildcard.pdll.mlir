module {
  pdl.pattern : benefit(0) {
    %0 = operand loc(#loc1)
    %1 = operand loc(#loc2)
    %2 = operand loc(#loc3)
    %3 = types loc(#loc4)
    %4 = operation "test.op"(%0, %1, %2, %0 : !pdl.value, !pdl.value, !pdl.value, !pdl.value)  -> (%3 : !pdl.range<type>) loc(#loc4)
    rewrite %4 {
      replace %4 with(%0 : !pdl.value) loc(#loc5)
    } loc(#loc5)
  } loc(#loc)
} loc(#loc)
#loc = loc("pass/wildcard.pdll":2:1)
#loc1 = loc("pass/wildcard.pdll":3:26)
#loc2 = loc("pass/wildcard.pdll":3:38)
#loc3 = loc("pass/wildcard.pdll":3:48)
#loc4 = loc("pass/wildcard.pdll":3:14)
#loc5 = loc("pass/wildcard.pdll":4:3)
