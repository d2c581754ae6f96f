// takeRegion of one region into an op whose definition has two: the other is created empty. An rt.if on true keeps its then-region and drops its else-region (erased with the old rt.if).
// NO-PDL: PDL has no regions.
include "RtOps.td"
include "mlir/IR/PatternBase.td"
include "patsat/DrrExtensions.td"

def DropDeadElse : Pat<(Rt_IfOp (Rt_TrueOp:$t), (matchRegion:$then), (matchRegion (numBlocks 1))),
                       (Rt_IfOp $t, (takeRegion $then))>;
