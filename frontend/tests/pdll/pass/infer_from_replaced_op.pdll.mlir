module {
  pdl.pattern : benefit(0) {
    %0 = operands loc(#loc1)
    %1 = types loc(#loc1)
    %2 = operation "test.input"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>) loc(#loc1)
    rewrite %2 {
      %3 = operation "test.output"  loc(#loc3)
      replace %2 with %3 loc(#loc2)
    } loc(#loc2)
  } loc(#loc)
} loc(#loc)
#loc = loc("pass/infer_from_replaced_op.pdll":2:1)
#loc1 = loc("pass/infer_from_replaced_op.pdll":2:20)
#loc2 = loc("pass/infer_from_replaced_op.pdll":2:12)
#loc3 = loc("pass/infer_from_replaced_op.pdll":2:40)
