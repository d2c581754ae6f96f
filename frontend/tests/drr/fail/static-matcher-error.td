// An error in a dag two patterns share is reported at the first pattern (by name) using it.
include "DtOps.td"
include "mlir/IR/PatternBase.td"

def ZZ : Pat<(Dt_AddOp $y, (Dt_NegOp $a, $b)), (Dt_NegOp $y)>;
def AA : Pat<(Dt_SubOp $y, (Dt_NegOp $a, $b)), (Dt_NegOp $y)>;
