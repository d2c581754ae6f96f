// takeRegion: an rt.if on a negated condition becomes an rt.if on the condition with its two regions swapped (moved, not copied).
// NO-PDL: PDL has no regions.
include "RtOps.td"
include "mlir/IR/PatternBase.td"
include "patsat/DrrExtensions.td"

def SwapIfNot : Pat<(Rt_IfOp (Rt_NotOp $c), (matchRegion:$then), (matchRegion:$else (numBlocks 1))),
                    (Rt_IfOp $c, (takeRegion $else), (takeRegion $then))>;
