// An either inside an either's operand: the outer written order is kept when its sub-match succeeds with the inner swapped order, before the outer swapped order is tried.
// CHECK: pdl.pattern @AddMulNeg__3
include "DtOps.td"
include "mlir/IR/PatternBase.td"

def AddMulNeg : Pat<(Dt_AddOp (either (Dt_MulOp (either $a, (Dt_NegOp $b))), $c)), (Dt_SubOp (Dt_SubOp $a, $b), $c)>;
