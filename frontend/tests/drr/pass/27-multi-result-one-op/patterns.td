// A three-result root replaced by one three-result op (root types).
include "DtOps.td"
include "mlir/IR/PatternBase.td"

def ThreeNeg : Pat<(Dt_ThreeOp (Dt_NegOp $x)), (Dt_ThreeOp $x)>;
