// A nested result dag: the inner op is built with its operand type (SameOperandsAndResultType).
// CHECK: operation "dt.neg"
include "DtOps.td"
include "mlir/IR/PatternBase.td"

def SubToAddNeg : Pat<(Dt_SubOp $x, $y), (Dt_AddOp $x, (Dt_NegOp $y))>;
