// The benefit counts every op of the source dag.
// CHECK: benefit(4)
include "DtOps.td"
include "mlir/IR/PatternBase.td"

def Deep : Pat<(Dt_AddOp (Dt_NegOp (Dt_NegOp $x)), (Dt_MulOp $y, $z)), (Dt_TagOp $x, ConstantStrAttr<StrAttr, "deep">)>;
def Shallow : Pat<(Dt_AddOp $x, $y), (Dt_TagOp $x, ConstantStrAttr<StrAttr, "shallow">)>;
