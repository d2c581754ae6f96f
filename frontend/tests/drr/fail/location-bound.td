// `location` cannot be bound to a symbol.
include "DtOps.td"
include "mlir/IR/PatternBase.td"

def Bad : Pat<(Dt_NegOp:$n $x), (Dt_NegOp $x, (location:$l $n))>;
