// Two roots and no rewrite root. x.a uses x.c's result directly (depth 1
// below x.a), x.b reaches it through x.d (depth 2 below x.b): reaching
// x.a from x.b costs 1, x.b from x.a costs 2, so MLIR matches from x.b
// although x.a comes first.
module {
  pdl.pattern @BestRoot : benefit(1) {
    %t = type : i32
    %c = operation "x.c" -> (%t : !pdl.type)
    %v = result 0 of %c
    %a = operation "x.a"(%v : !pdl.value) -> (%t : !pdl.type)
    %d = operation "x.d"(%v : !pdl.value) -> (%t : !pdl.type)
    %w = result 0 of %d
    %b = operation "x.b"(%w : !pdl.value) -> (%t : !pdl.type)
    rewrite {
      %n = operation "x.merged"(%v : !pdl.value)
      erase %a
      erase %b
    }
  }
}
