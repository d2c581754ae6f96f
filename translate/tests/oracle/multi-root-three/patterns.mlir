// Three roots and no rewrite root, with equal-benefit competitors rooted
// at each: x.p and x.q share x.c, x.q and x.r share x.e (deeper below
// x.r), so the arborescence and the upward-traversal ids decide both the
// root and the order the matches are recorded in.
module {
  pdl.pattern @Three : benefit(1) {
    %t = type : i32
    %c = operation "x.c" -> (%t : !pdl.type)
    %v = result 0 of %c
    %e = operation "x.e" -> (%t : !pdl.type)
    %u = result 0 of %e
    %f = operation "x.f"(%u : !pdl.value) -> (%t : !pdl.type)
    %w = result 0 of %f
    %p = operation "x.p"(%v : !pdl.value) -> (%t : !pdl.type)
    %q = operation "x.q"(%v, %u : !pdl.value, !pdl.value) -> (%t : !pdl.type)
    %r = operation "x.r"(%w : !pdl.value) -> (%t : !pdl.type)
    rewrite {
      %n = operation "x.three"(%v, %u : !pdl.value, !pdl.value)
      erase %p
      erase %q
      erase %r
    }
  }
  pdl.pattern @OnQ : benefit(1) {
    %t = type : i32
    %x = operand
    %y = operand
    %q = operation "x.q"(%x, %y : !pdl.value, !pdl.value) -> (%t : !pdl.type)
    rewrite %q {
      %n = operation "x.q_alone"(%x, %y : !pdl.value, !pdl.value) -> (%t : !pdl.type)
      replace %q with %n
    }
  }
  pdl.pattern @OnP : benefit(1) {
    %t = type : i32
    %x = operand
    %p = operation "x.p"(%x : !pdl.value) -> (%t : !pdl.type)
    rewrite %p {
      %n = operation "x.p_alone"(%x : !pdl.value) -> (%t : !pdl.type)
      replace %p with %n
    }
  }
}
