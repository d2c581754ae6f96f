// Binding a created op's result ($m) and using it twice.
// CHECK: operation "dt.mul"
include "DtOps.td"
include "mlir/IR/PatternBase.td"

def NegToAddMul : Pat<(Dt_NegOp $x), (Dt_AddOp (Dt_MulOp:$m $x, $x), $m)>;
