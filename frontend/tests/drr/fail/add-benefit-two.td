// addBenefit takes one integer.
include "DtOps.td"
include "mlir/IR/PatternBase.td"

def Bad : Pat<(Dt_NegOp $x), (Dt_NegOp $x), [], [], (addBenefit 1, 2)>;
