// variadic with a nested op among the values.
// CHECK: operation "dt.neg"
include "DtOps.td"
include "mlir/IR/PatternBase.td"

def ConcatNeg : Pat<(Dt_ConcatOp (variadic (Dt_NegOp $a), $b), $ax), (Dt_SubOp $b, $a)>;
