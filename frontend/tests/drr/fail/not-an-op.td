// A dag operator that is not an op (reported at that record).
include "DtOps.td"
include "mlir/IR/PatternBase.td"

def Bad : Pat<(Dt_NegOp (Dt_Dialect $x)), (Dt_NegOp $x)>;
