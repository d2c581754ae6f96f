// `location` can only trail an op creation.
include "DtOps.td"
include "mlir/IR/PatternBase.td"

def Bad : Pat<(Dt_NegOp:$n $x), (location $n)>;
