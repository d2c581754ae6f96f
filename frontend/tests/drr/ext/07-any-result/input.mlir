func.func @f(%a: i32, %b: i32) -> (i32, i32, i32, i32, i32) {
  %s:2 = "rt.split"(%a) : (i32) -> (i32, i32)
  // NegOfSplit: %s#1 is a result of an rt.split (not its first): the
  // rt.neg becomes rt.mul(%a, %a).
  %0 = "rt.neg"(%s#1) : (i32) -> i32
  // An rt.split with a single result: the same.
  %one = "rt.split"(%b) : (i32) -> i32
  %1 = "rt.neg"(%one) : (i32) -> i32
  // A block argument has no defining op: no match.
  %2 = "rt.neg"(%a) : (i32) -> i32
  %h:3 = "rt.headtail"(%b) : (i32) -> (i32, i32, i32)
  // AddOfTail: %h#2 is in the tail; the rt.add becomes rt.pack of the
  // tail, %h#1 and %h#2 (the head, %h#0, is not in it).
  %3 = "rt.add"(%h#2, %a) : (i32, i32) -> i32
  // %h#0 is the head, still a result of the rt.headtail: the same.
  %4 = "rt.add"(%h#0, %a) : (i32, i32) -> i32
  // After the rewrites the rt.splits have no users and are erased as
  // dead (they are Pure); the rt.headtail stays, used by the rt.packs.
  return %0, %1, %2, %3, %4 : i32, i32, i32, i32, i32
}
// Greedy mode: drr-oracle (the C++ mlir-tblgen generates, in MLIR's
// greedy driver) gives the same (oracle.mlir).
//
// Eqsat mode (default costs: 1 per op, a node made by a rewrite a little
// less): both patterns run in the e-graph. A result of the three-result
// rt.headtail is a projection of its tuple class, through which the
// match finds the rt.headtail (whichever result); the single-result
// rt.split is its value's class itself. The rt.neg classes take the
// rt.mul (1 op instead of rt.neg and rt.split). Both rt.add rewrites
// create the same node, rt.pack(%h#1, %h#2), so the two rt.add classes
// merge: one rt.pack, used twice (greedy mode creates two). The rt.neg
// of %a and the rt.headtail stay.
