// `either` groups exactly two operands.
include "DtOps.td"
include "mlir/IR/PatternBase.td"

def Bad : Pat<(Dt_AddOp (either $x, $y, $z)), (Dt_AddOp $x, $y)>;
