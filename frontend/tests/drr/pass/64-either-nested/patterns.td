// either inside a nested source op.
// CHECK: pdl.pattern @NegAddNeg__1
include "DtOps.td"
include "mlir/IR/PatternBase.td"

def NegAddNeg : Pat<(Dt_NegOp (Dt_AddOp (either $x, (Dt_NegOp $y)))), (Dt_SubOp $y, $x)>;
