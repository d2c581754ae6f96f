// `either` only groups operands.
include "DtOps.td"
include "mlir/IR/PatternBase.td"

def Bad : Pat<(Dt_ConcatOp $xs, (either $a, $b)), (Dt_ConcatOp $xs, $a)>;
