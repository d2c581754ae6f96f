// A symbol with a trailing index cannot bind an op argument.
include "DtOps.td"
include "mlir/IR/PatternBase.td"

def Bad : Pat<(Dt_NegOp $x__0), (replaceWithValue $x__0)>;
