// inlineRegion: an rt.if on a constant condition is replaced by the region it takes (inlined before it, the rt.if replaced by what the region yields, the yield erased); the other region is erased with the rt.if.
// NO-PDL: PDL has no regions.
include "RtOps.td"
include "mlir/IR/PatternBase.td"
include "patsat/DrrExtensions.td"

def IfTrue : Pat<(Rt_IfOp (Rt_TrueOp), (matchRegion:$then), (matchRegion)),
                 (inlineRegion $then)>;
def IfFalse : Pat<(Rt_IfOp (Rt_FalseOp), (matchRegion), (matchRegion:$else (numBlocks 1))),
                  (inlineRegion $else)>;
