// A type constraint on an operand (AnyType operand constrained to I32).
// CHECK: isSignlessInteger(32)
include "DtOps.td"
include "mlir/IR/PatternBase.td"

def AnyI32ToNeg : Pat<(Dt_AnyOp I32:$x, $a), (Dt_NegOp $x)>;
