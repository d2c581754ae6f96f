// Nested ops with variadic results as elements of a source `variadic` and inside `either`.
// NO-PDL: PDL can only name a result by its index.
// CHECK: patsat.any_result
include "ops.td"
include "mlir/IR/PatternBase.td"

def ConcatOfSplits : Pat<(Dt_ConcatOp (variadic (Dt_SplitOp $x), (Dt_HeadTailOp $y)), $a), (Dt_AddOp $x, $y)>;
def AddOfSplit : Pat<(Dt_AddOp (either (Dt_SplitOp $x), $y)), (Dt_SubOp $y, $x)>;
