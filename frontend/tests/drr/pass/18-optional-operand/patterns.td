// An optional operand, matched as a range and passed on.
// CHECK: operands
include "DtOps.td"
include "mlir/IR/PatternBase.td"

def NegOpt : Pat<(Dt_NegOp (Dt_OptOperandOp $x, $y)), (Dt_OptOperandOp $x, $y)>;
