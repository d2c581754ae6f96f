// Arguments of an additional constraint must be symbols.
include "DtOps.td"
include "mlir/IR/PatternBase.td"

def C1 : Constraint<CPred<"f($0)">>;
def Bad : Pat<(Dt_NegOp $x), (Dt_NegOp $x), [(C1 I32)]>;
