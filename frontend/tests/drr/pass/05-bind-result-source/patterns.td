// Binding a matched op's result ($n) and using it in the result.
include "DtOps.td"
include "mlir/IR/PatternBase.td"

def TagNeg : Pat<(Dt_TagOp (Dt_NegOp:$n $x), $l), (Dt_AddOp $n, $x)>;
