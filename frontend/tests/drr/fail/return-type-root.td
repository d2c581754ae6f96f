// The op replacing the root cannot have explicit result types.
include "DtOps.td"
include "mlir/IR/PatternBase.td"

def Bad : Pat<(Dt_WrapOp $x), (Dt_WrapOp $x, (returnType $x))>;
