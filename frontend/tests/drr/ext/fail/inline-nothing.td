// inlineRegion needs a region.
include "RtOps.td"
include "mlir/IR/PatternBase.td"
include "patsat/DrrExtensions.td"
def P : Pat<(Rt_ApplyOp $x, (matchRegion:$b)), (inlineRegion)>;
