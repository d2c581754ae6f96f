// rt.apply has one region.
include "RtOps.td"
include "mlir/IR/PatternBase.td"
include "patsat/DrrExtensions.td"
def P : Pat<(Rt_IfOp $c, (matchRegion:$t), (matchRegion:$e)), (Rt_ApplyOp $c, (takeRegion $t), (takeRegion $e))>;
