// An attribute symbol bound twice.
include "DtOps.td"
include "mlir/IR/PatternBase.td"

def Bad : Pat<(Dt_AddOp (Dt_TagOp $x, $l), (Dt_TagOp $y, $l)), (Dt_AddOp $x, $y)>;
