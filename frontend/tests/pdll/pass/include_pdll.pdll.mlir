module {
  pdl.pattern : benefit(0) {
    %0 = operand loc(#loc2)
    apply_native_constraint "IncludedCst"(%0 : !pdl.value) loc(#loc3)
    %1 = types loc(#loc4)
    %2 = operation "test.op"(%0 : !pdl.value)  -> (%1 : !pdl.range<type>) loc(#loc4)
    rewrite %2 {
      erase %2 loc(#loc5)
    } loc(#loc5)
  } loc(#loc1)
} loc(#loc)
#loc = loc("pass/include_pdll.pdll":2:1)
#loc1 = loc("pass/include_pdll.pdll":3:1)
#loc2 = loc("pass/include_pdll.pdll":3:30)
#loc3 = loc("pass/include_pdll.pdll":3:33)
#loc4 = loc("pass/include_pdll.pdll":3:18)
#loc5 = loc("pass/include_pdll.pdll":3:12)
