// A root without results: the result pattern is auxiliary and the root is erased.
// CHECK: erase %
include "DtOps.td"
include "mlir/IR/PatternBase.td"

def PrintNeg : Pat<(Dt_PrintOp (Dt_NegOp (Dt_NegOp $x))), (Dt_PrintOp $x)>;
