module {
  pdl.pattern : benefit(0) {
    %0 = operand loc(#loc1)
    %1 = types loc(#loc2)
    %2 = operation "test.op"(%0, %0 : !pdl.value, !pdl.value)  -> (%1 : !pdl.range<type>) loc(#loc2)
    rewrite %2 {
      replace %2 with(%0 : !pdl.value) loc(#loc3)
    } loc(#loc3)
  } loc(#loc)
} loc(#loc)
#loc = loc("pass/binding.pdll":2:1)
#loc1 = loc("pass/binding.pdll":3:7)
#loc2 = loc("pass/binding.pdll":4:14)
#loc3 = loc("pass/binding.pdll":5:3)
