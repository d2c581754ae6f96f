// Nested source ops with variadic results, in both modes: the operand may be any of their results; a bound one stands for its result groups (`$h__1`: the variadic tail). mlir-tblgen accepts these patterns: greedy mode must give what drr-oracle gives.
// NO-PDL: PDL can only name a result by its index.
include "RtOps.td"
include "mlir/IR/PatternBase.td"

def NegOfSplit : Pat<(Rt_NegOp (Rt_SplitOp $x)), (Rt_MulOp $x, $x)>;
def AddOfTail : Pat<(Rt_AddOp (Rt_HeadTailOp:$h $x), $y), (Rt_PackOp $h__1)>;
