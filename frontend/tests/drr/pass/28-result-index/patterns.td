// $r__1 refers to the second result of a matched op; $d__0 to the first of a created one.
// CHECK: result 1 of
include "DtOps.td"
include "mlir/IR/PatternBase.td"

def PrintRem : Pattern<(Dt_PrintOp (Dt_NegOp (Dt_DivRemOp:$r $x, $y))), [(Dt_PrintOp $r__1)]>;
def SwapDivRem : Pattern<(Dt_DivRemOp (Dt_NegOp $x), $y), [(Dt_DivRemOp:$d__1 $y, $x), (replaceWithValue $d__0)]>;
