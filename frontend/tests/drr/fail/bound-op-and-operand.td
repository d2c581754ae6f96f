// One name for an op result and an operand.
include "DtOps.td"
include "mlir/IR/PatternBase.td"

def Bad : Pat<(Dt_AddOp (Dt_NegOp:$x $y), $x), (Dt_AddOp $x, $y)>;
