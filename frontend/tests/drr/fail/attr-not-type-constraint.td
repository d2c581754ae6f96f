// An attribute cannot take a type constraint.
include "DtOps.td"
include "mlir/IR/PatternBase.td"

def Bad : Pat<(Dt_TagOp $x, I32:$l), (Dt_NegOp $x)>;
