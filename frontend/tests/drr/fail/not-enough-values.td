// A two-result root needs two values.
include "DtOps.td"
include "mlir/IR/PatternBase.td"

def Bad : Pattern<(Dt_DivRemOp $x, $y), [(Dt_AddOp $x, $y)]>;
