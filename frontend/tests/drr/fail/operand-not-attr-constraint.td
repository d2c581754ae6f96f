// An operand cannot take an attribute constraint.
include "DtOps.td"
include "mlir/IR/PatternBase.td"

def Bad : Pat<(Dt_NegOp I32Attr:$x), (Dt_NegOp $x)>;
