// A result op has one argument too few.
include "DtOps.td"
include "mlir/IR/PatternBase.td"

def Bad : Pat<(Dt_AddOp $x, $y), (Dt_SubOp $x)>;
