// Only the last N values replace an N-result root; earlier patterns are auxiliary.
// CHECK: operation "dt.print"
include "DtOps.td"
include "mlir/IR/PatternBase.td"

def DivRemThree : Pattern<(Dt_DivRemOp (Dt_NegOp $x), $y), [(Dt_PrintOp $y), (Dt_SubOp $x, $y), (Dt_AddOp $x, $y)]>;
