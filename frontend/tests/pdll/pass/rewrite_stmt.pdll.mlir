module {
  pdl.pattern : benefit(0) {
    %0 = operand loc(#loc1)
    %1 = types loc(#loc2)
    %2 = operation "test.op"(%0 : !pdl.value)  -> (%1 : !pdl.range<type>) loc(#loc2)
    rewrite %2 {
      %3 = type : i32 loc(#loc4)
      %4 = operation "test.new"(%0 : !pdl.value)  -> (%3 : !pdl.type) loc(#loc5)
      replace %2 with %4 loc(#loc6)
    } loc(#loc3)
  } loc(#loc)
} loc(#loc)
#loc = loc("pass/rewrite_stmt.pdll":2:1)
#loc1 = loc("pass/rewrite_stmt.pdll":3:26)
#loc2 = loc("pass/rewrite_stmt.pdll":3:14)
#loc3 = loc("pass/rewrite_stmt.pdll":4:3)
#loc4 = loc("pass/rewrite_stmt.pdll":5:41)
#loc5 = loc("pass/rewrite_stmt.pdll":5:17)
#loc6 = loc("pass/rewrite_stmt.pdll":6:5)
