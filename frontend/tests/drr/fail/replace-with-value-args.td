// replaceWithValue takes one argument.
include "DtOps.td"
include "mlir/IR/PatternBase.td"

def Bad : Pat<(Dt_AddOp $x, $y), (replaceWithValue $x, $y)>;
