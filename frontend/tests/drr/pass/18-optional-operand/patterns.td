// An optional operand, matched as a range and passed on. (With the optional
// operand absent, the C++ mlir-tblgen generates passes a null Value and crashes;
// patsat passes the empty range. The input only has present operands.)
// CHECK: operands
include "DtOps.td"
include "mlir/IR/PatternBase.td"

def NegOpt : Pat<(Dt_NegOp (Dt_OptOperandOp $x, $y)), (Dt_OptOperandOp $x, $y)>;
