// location $a, $b: a fused location.
// CHECK: apply_native_rewrite "drr.set_location"
include "DtOps.td"
include "mlir/IR/PatternBase.td"

def AddLoc : Pat<(Dt_AddOp (Dt_NegOp:$m $x), $y), (Dt_SubOp $y, $x, (location $m, $y))>;
