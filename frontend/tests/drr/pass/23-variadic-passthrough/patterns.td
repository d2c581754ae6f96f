// A whole variadic operand bound by name and passed on; SameOperandsAndResultType takes the first operand's type.
// CHECK: operands
include "DtOps.td"
include "mlir/IR/PatternBase.td"

def NegConcat : Pat<(Dt_NegOp (Dt_ConcatOp $ins, $ax)), (Dt_ConcatOp $ins, $ax)>;
