module {
  pdl.pattern : benefit(0) {
    %0 = operands loc(#loc1)
    %1 = types loc(#loc2)
    %2 = operation "test.input"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>) loc(#loc1)
    rewrite %2 {
      %3 = operation "test.output"  -> (%1 : !pdl.range<type>) loc(#loc4)
      replace %2 with %3 loc(#loc3)
    } loc(#loc3)
  } loc(#loc)
} loc(#loc)
#loc = loc("pass/infer_from_bound_types.pdll":2:1)
#loc1 = loc("pass/infer_from_bound_types.pdll":3:11)
#loc2 = loc("pass/infer_from_bound_types.pdll":3:30)
#loc3 = loc("pass/infer_from_bound_types.pdll":3:3)
#loc4 = loc("pass/infer_from_bound_types.pdll":4:10)
