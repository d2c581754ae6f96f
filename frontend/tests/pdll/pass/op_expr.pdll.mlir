module {
  pdl.pattern : benefit(0) {
    %0 = operands loc(#loc1)
    %1 = types loc(#loc1)
    %2 = operation(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>) loc(#loc1)
    %3 = results of %2  loc(#loc2)
    %4 = types loc(#loc3)
    %5 = operation "test.named"(%3 : !pdl.range<value>)  -> (%4 : !pdl.range<type>) loc(#loc3)
    rewrite %5 {
      erase %5 loc(#loc4)
    } loc(#loc4)
  } loc(#loc)
} loc(#loc)
#loc = loc("pass/op_expr.pdll":2:1)
#loc1 = loc("pass/op_expr.pdll":3:13)
#loc2 = loc("pass/op_expr.pdll":4:30)
#loc3 = loc("pass/op_expr.pdll":4:15)
#loc4 = loc("pass/op_expr.pdll":5:3)
