// A nested dag in `returnType` must be a NativeCodeCall.
include "DtOps.td"
include "mlir/IR/PatternBase.td"

def Bad : Pat<(Dt_NegOp $x), (Dt_NegOp (Dt_WrapOp $x, (returnType (Dt_NegOp $x))))>;
