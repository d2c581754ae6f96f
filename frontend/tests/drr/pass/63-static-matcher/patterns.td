// A nested dag shared by two patterns (mlir-tblgen makes it a static matcher).
include "DtOps.td"
include "mlir/IR/PatternBase.td"

def AddNegNeg : Pat<(Dt_AddOp $y, (Dt_NegOp (Dt_NegOp $x))), (Dt_AddOp $y, $x)>;
def SubNegNeg : Pat<(Dt_SubOp $y, (Dt_NegOp (Dt_NegOp $x))), (Dt_SubOp $y, $x)>;
