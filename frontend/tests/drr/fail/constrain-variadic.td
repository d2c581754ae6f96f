// A variadic operand group cannot be further constrained.
include "DtOps.td"
include "mlir/IR/PatternBase.td"

def Bad : Pat<(Dt_ConcatOp I32:$xs, $ax), (Dt_ConcatOp $xs, $ax)>;
