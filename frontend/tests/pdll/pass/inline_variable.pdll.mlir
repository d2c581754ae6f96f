module {
  pdl.pattern : benefit(0) {
    %0 = operand loc(#loc1)
    %1 = operand loc(#loc2)
    %2 = types loc(#loc3)
    %3 = operation "test.op"(%0, %1, %0 : !pdl.value, !pdl.value, !pdl.value)  -> (%2 : !pdl.range<type>) loc(#loc3)
    rewrite %3 {
      replace %3 with(%0 : !pdl.value) loc(#loc4)
    } loc(#loc4)
  } loc(#loc)
} loc(#loc)
#loc = loc("pass/inline_variable.pdll":2:1)
#loc1 = loc("pass/inline_variable.pdll":3:26)
#loc2 = loc("pass/inline_variable.pdll":3:40)
#loc3 = loc("pass/inline_variable.pdll":3:14)
#loc4 = loc("pass/inline_variable.pdll":4:3)
