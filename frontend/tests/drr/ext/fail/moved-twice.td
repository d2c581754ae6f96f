// One region taken twice.
include "RtOps.td"
include "mlir/IR/PatternBase.td"
include "patsat/DrrExtensions.td"
def P : Pat<(Rt_IfOp $c, (matchRegion:$t), (matchRegion:$e)), (Rt_IfOp $c, (takeRegion $t), (takeRegion $t))>;
