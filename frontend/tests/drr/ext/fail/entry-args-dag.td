// entryArgs binds symbols, it matches no ops.
include "RtOps.td"
include "mlir/IR/PatternBase.td"
include "patsat/DrrExtensions.td"
def P : Pat<(Rt_ApplyOp $x, (matchRegion:$b (entryArgs (Rt_NegOp $y)))), (inlineRegion $b, $x)>;
