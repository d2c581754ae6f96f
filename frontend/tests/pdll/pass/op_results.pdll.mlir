module {
  pdl.pattern : benefit(0) {
    %0 = operands loc(#loc1)
    %1 = type loc(#loc2)
    %2 = types loc(#loc3)
    %3 = operation "test.op"(%0 : !pdl.range<value>)  -> (%1, %2 : !pdl.type, !pdl.range<type>) loc(#loc1)
    rewrite %3 {
      %4 = operation "test.new"  -> (%1, %2 : !pdl.type, !pdl.range<type>) loc(#loc5)
      replace %3 with %4 loc(#loc4)
    } loc(#loc4)
  } loc(#loc)
} loc(#loc)
#loc = loc("pass/op_results.pdll":2:1)
#loc1 = loc("pass/op_results.pdll":3:14)
#loc2 = loc("pass/op_results.pdll":3:30)
#loc3 = loc("pass/op_results.pdll":3:44)
#loc4 = loc("pass/op_results.pdll":4:3)
#loc5 = loc("pass/op_results.pdll":4:21)
