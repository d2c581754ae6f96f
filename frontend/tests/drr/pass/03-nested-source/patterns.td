// A source dag two levels deep.
// CHECK: operation "dt.add"
include "DtOps.td"
include "mlir/IR/PatternBase.td"

def AddNegs : Pat<(Dt_AddOp (Dt_NegOp $x), (Dt_NegOp $y)), (Dt_NegOp (Dt_AddOp $x, $y))>;
