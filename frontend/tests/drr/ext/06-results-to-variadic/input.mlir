func.func @f(%a: i32, %b: i32) -> (i32, i32) {
  // AddToPack: rt.divrem(%a, %b) is created before the rt.add, then
  // rt.pack of its two results, in order (quotient, remainder), which
  // replaces the rt.add.
  %0 = "rt.add"(%a, %b) : (i32, i32) -> i32
  // MulToPack: the nested ops are created in the order of the result dag
  // (rt.split of %a with three i32 results, rt.headtail of %b with two),
  // then rt.pack of %b, the split's three results and the headtail's
  // two: six operands.
  %1 = "rt.mul"(%a, %b) : (i32, i32) -> i32
  return %0, %1 : i32, i32
}
// Greedy mode: MLIR's PDL interpreter gives the same for the PDL `patsat
// drr` emits (pdl.mlir); mlir-tblgen cannot run these patterns (it
// rejects AddToPack, and its C++ for MulToPack does not compile).
//
// Eqsat mode (eqsat.flags, eqsat.costs: rt.add and rt.mul cost 10, other
// ops 1): both patterns run in the e-graph (they match and create pure
// ops). The rt.add's class holds the rt.add (10) and rt.pack of the
// rt.divrem (1 + 1); the rt.mul's the rt.mul (10) and rt.pack of the
// rt.split and rt.headtail (1 + 1 + 1): extraction picks the rewritten
// forms, the same ops as greedy mode; the extractor writes independent
// ops in its own order (the rt.headtail before the rt.split).
