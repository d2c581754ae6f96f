// A nested dag cannot match a variadic operand group.
include "DtOps.td"
include "mlir/IR/PatternBase.td"

def Bad : Pat<(Dt_ConcatOp (Dt_NegOp $x), $ax), (Dt_NegOp $x)>;
