// The region directives need patsat/DrrExtensions.td.
include "RtOps.td"
include "mlir/IR/PatternBase.td"

def P : Pat<(Rt_ApplyOp $x, (matchRegion:$b)), (inlineRegion $b, $x)>;
