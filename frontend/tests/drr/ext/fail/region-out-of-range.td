// rt.apply has one region.
include "RtOps.td"
include "mlir/IR/PatternBase.td"
include "patsat/DrrExtensions.td"
def P : Pat<(Rt_ApplyOp $x, (matchRegion:$a), (matchRegion:$b)), (inlineRegion $a, $x)>;
