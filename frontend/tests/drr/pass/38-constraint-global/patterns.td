// A constraint of no symbol (a global condition; PDL gets the root op).
// CHECK: apply_native_constraint "true"
include "DtOps.td"
include "mlir/IR/PatternBase.td"

def Always : Constraint<CPred<"true">, "always">;
def DoubleNegIf : Pat<(Dt_NegOp (Dt_NegOp $x)), (replaceWithValue $x), [(Always)]>;
