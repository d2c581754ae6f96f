// either inside a nested op, with a later operand of the outer op bound to one of its symbols: the equality is checked after the nested either committed.
// CHECK: pdl.pattern @SubAddNeg__1
// PDL-DIFFERS: PDL cannot commit to an either order; the PDL variants retry the swapped order after the later failure.
include "DtOps.td"
include "mlir/IR/PatternBase.td"

def SubAddNeg : Pat<(Dt_SubOp (Dt_AddOp (either $x, (Dt_NegOp $y))), $x), (replaceWithValue $y)>;
