// A two-result root replaced by two ops, one per result.
include "DtOps.td"
include "mlir/IR/PatternBase.td"

def SplitDivRem : Pattern<(Dt_DivRemOp $x, $y), [(Dt_SubOp $x, $y), (Dt_AddOp $x, $y)]>;
