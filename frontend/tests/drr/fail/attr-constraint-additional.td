// An AttrConstraint cannot be an additional constraint.
include "DtOps.td"
include "mlir/IR/PatternBase.td"

def Bad : Pat<(Dt_TagOp $x, $l), (Dt_NegOp $x), [(StrAttr $l)]>;
