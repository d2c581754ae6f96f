// The source op has one argument too many.
include "DtOps.td"
include "mlir/IR/PatternBase.td"

def Bad : Pat<(Dt_NegOp $x, $y), (replaceWithValue $x)>;
