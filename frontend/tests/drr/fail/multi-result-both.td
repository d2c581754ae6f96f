// One multi-result op cannot give both auxiliary and replacement values.
include "DtOps.td"
include "mlir/IR/PatternBase.td"

def Bad : Pattern<(Dt_DivRemOp $x, $y), [(Dt_ThreeOp:$t $x), (Dt_AddOp $x, $y)]>;
