// `returnType` can be given once.
include "DtOps.td"
include "mlir/IR/PatternBase.td"

def Bad : Pat<(Dt_NegOp $x), (Dt_NegOp (Dt_WrapOp $x, (returnType $x), (returnType $x)))>;
