// A block argument cannot share an operand's name.
include "RtOps.td"
include "mlir/IR/PatternBase.td"
include "patsat/DrrExtensions.td"
def P : Pat<(Rt_ApplyOp $a, (matchRegion:$b (entryArgs $a))), (inlineRegion $b, $a)>;
