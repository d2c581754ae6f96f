// An operand defined by a two-result op: either result (two PDL patterns).
// CHECK: pdl.pattern @AddOfDivRem__1
// CHECK: result 1 of
include "DtOps.td"
include "mlir/IR/PatternBase.td"

def AddOfDivRem : Pat<(Dt_AddOp (Dt_DivRemOp $x, $y), $z), (Dt_MulOp $x, $z)>;
