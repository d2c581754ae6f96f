// At most four symbols per additional constraint.
include "DtOps.td"
include "mlir/IR/PatternBase.td"

def C5 : Constraint<CPred<"f($0, $1, $2, $3, $4)">>;
def Bad : Pat<(Dt_AddOp (Dt_AddOp $a, $b), (Dt_AddOp $c, (Dt_AddOp $d, $e))), (Dt_NegOp $a), [(C5 $a, $b, $c, $d, $e)]>;
