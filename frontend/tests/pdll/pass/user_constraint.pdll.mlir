module {
  pdl.pattern : benefit(0) {
    %0 = operands loc(#loc2)
    %1 = types loc(#loc2)
    %2 = operation "test.producer"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>) loc(#loc2)
    %3 = result 0 of %2 loc(#loc3)
    %4 = types loc(#loc4)
    %5 = operation "test.user"(%3 : !pdl.value)  -> (%4 : !pdl.range<type>) loc(#loc4)
    rewrite %5 {
      erase %5 loc(#loc5)
    } loc(#loc5)
  } loc(#loc1)
} loc(#loc)
#loc = loc("pass/user_constraint.pdll":2:1)
#loc1 = loc("pass/user_constraint.pdll":8:1)
#loc2 = loc("pass/user_constraint.pdll":9:29)
#loc3 = loc("pass/user_constraint.pdll":6:10)
#loc4 = loc("pass/user_constraint.pdll":3:10)
#loc5 = loc("pass/user_constraint.pdll":10:3)
