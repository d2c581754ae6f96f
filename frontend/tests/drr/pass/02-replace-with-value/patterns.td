// replaceWithValue: neg(neg(x)) -> x.
// CHECK: replace %
include "DtOps.td"
include "mlir/IR/PatternBase.td"

def DoubleNeg : Pat<(Dt_NegOp (Dt_NegOp $x)), (replaceWithValue $x)>;
