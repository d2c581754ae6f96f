// Of two bad patterns the first by record name is reported, not the first defined.
include "DtOps.td"
include "mlir/IR/PatternBase.td"

def Zeta : Pat<(Dt_NegOp $x, $y), (Dt_NegOp $x)>;
def Alpha : Pat<(Dt_AddOp $x, $y), (Dt_SubOp $x)>;
