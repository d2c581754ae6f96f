// takeRegion belongs to results.
include "RtOps.td"
include "mlir/IR/PatternBase.td"
include "patsat/DrrExtensions.td"
def P : Pat<(Rt_ApplyOp $x, (takeRegion $x)), (replaceWithValue $x)>;
