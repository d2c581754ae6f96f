module {
  pdl.pattern @Lambda : benefit(0) {
    %0 = operand loc(#loc1)
    %1 = types loc(#loc2)
    %2 = operation "test.op"(%0 : !pdl.value)  -> (%1 : !pdl.range<type>) loc(#loc2)
    rewrite %2 {
      replace %2 with(%0 : !pdl.value) loc(#loc3)
    } loc(#loc3)
  } loc(#loc)
} loc(#loc)
#loc = loc("pass/pattern_lambda.pdll":2:1)
#loc1 = loc("pass/pattern_lambda.pdll":2:39)
#loc2 = loc("pass/pattern_lambda.pdll":2:27)
#loc3 = loc("pass/pattern_lambda.pdll":2:19)
