// either commits to the first order whose own sub-match succeeds: the equality of a repeated symbol is checked afterwards and does not bring the other order back.
// CHECK: pdl.pattern @AddNegSelf__1
// PDL-DIFFERS: PDL cannot commit to an either order; the PDL variants retry the swapped order after the later failure.
include "DtOps.td"
include "mlir/IR/PatternBase.td"

def AddNegSelf : Pat<(Dt_AddOp (either $x, (Dt_NegOp $x))), (Dt_SubOp $x, $x)>;
