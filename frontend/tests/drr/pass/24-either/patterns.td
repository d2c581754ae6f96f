// either: both operand orders.
// CHECK: pdl.pattern @AddNeg__1
include "DtOps.td"
include "mlir/IR/PatternBase.td"

def AddNeg : Pat<(Dt_AddOp (either $x, (Dt_NegOp $y))), (Dt_SubOp $x, $y)>;
