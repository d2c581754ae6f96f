// `location` can be given once.
include "DtOps.td"
include "mlir/IR/PatternBase.td"

def Bad : Pat<(Dt_NegOp:$n $x), (Dt_NegOp $x, (location $n), (location $n))>;
