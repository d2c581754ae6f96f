func.func @f(%x: i32) -> (i32, i32) {
  %t = "rt.true"() : () -> i1
  %f = "rt.false"() : () -> i1
  // IfTrue: the then-region's ops move before the rt.if; its result
  // becomes %y (the neg), rt.yield is erased, the else-region with the
  // rt.if. The nested rt.if (on true) moves out with them, is queued as
  // inserted and is inlined in turn: print(%x) stays, add(%x, %x) is
  // yielded by it but unused, so it is erased as dead.
  %a = "rt.if"(%t) ({
    %y = "rt.neg"(%x) : (i32) -> i32
    %z = "rt.if"(%t) ({
      "rt.print"(%x) : (i32) -> ()
      %s = "rt.add"(%x, %x) : (i32, i32) -> i32
      "rt.yield"(%s) : (i32) -> ()
    }, {
      "rt.yield"(%x) : (i32) -> ()
    }) : (i1) -> i32
    "rt.yield"(%y) : (i32) -> ()
  }, {
    "rt.print"(%x) : (i32) -> ()
    "rt.yield"(%x) : (i32) -> ()
  }) : (i1) -> i32
  // IfFalse: the else-region replaces it (print(%x), then %x).
  %b = "rt.if"(%f) ({
    "rt.yield"(%x) : (i32) -> ()
  }, {
    "rt.print"(%x) : (i32) -> ()
    "rt.yield"(%x) : (i32) -> ()
  }) : (i1) -> i32
  // IfFalse needs an else block: this one stays.
  "rt.if"(%f) ({
    "rt.print"(%x) : (i32) -> ()
    "rt.yield"() : () -> ()
  }, {
  }) : (i1) -> ()
  return %a, %b : i32, i32
}
// Eqsat mode: both patterns look into regions, so they run in the greedy
// phase after extraction (eqsat.stats). The e-graph holds the pure ops of
// each block (rt.true, rt.false, rt.neg, rt.add), to which no rule
// applies; extraction writes each back right before the first op kept in
// place that uses it: rt.true before the outer rt.if, rt.add before the
// nested rt.yield, rt.neg after the nested rt.if (before the outer
// then-region's rt.yield), rt.false after the outer rt.if (before the
// second). The greedy phase then inlines as greedy mode does: the outer
// then-block moves out (the nested rt.if, inlined in turn, leaves its
// print; then rt.neg), then the second rt.if's else-block (its print);
// rt.true and rt.add end unused and are erased. The same ops as greedy
// mode, in another order: print, neg, false, print, the third rt.if.
