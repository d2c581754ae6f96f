// entryArgs and inlineRegion with values: an rt.apply (a one-argument lambda applied to its operand) is replaced by its body, inlined with the operand for the block argument.
// NO-PDL: PDL has no regions.
include "RtOps.td"
include "mlir/IR/PatternBase.td"
include "patsat/DrrExtensions.td"

def Beta : Pat<(Rt_ApplyOp $x, (matchRegion:$body (entryArgs I32:$a))),
               (inlineRegion $body, $x)>;
