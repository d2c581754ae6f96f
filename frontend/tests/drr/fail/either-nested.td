// `either` cannot be nested in `either`.
include "DtOps.td"
include "mlir/IR/PatternBase.td"

def Bad : Pat<(Dt_AddOp (either (either $x, $y), $z)), (Dt_AddOp $x, $y)>;
