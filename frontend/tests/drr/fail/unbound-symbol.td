// The result uses a symbol the source does not bind.
include "DtOps.td"
include "mlir/IR/PatternBase.td"

def Bad : Pat<(Dt_NegOp $x), (Dt_AddOp $x, $y)>;
