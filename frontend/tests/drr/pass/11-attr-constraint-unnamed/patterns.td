// An attribute constraint without a name (nothing bound).
// CHECK: isa<StringAttr>($_self)
include "DtOps.td"
include "mlir/IR/PatternBase.td"

def AnyStrUnnamed : Pat<(Dt_AnyOp $x, StrAttr), (Dt_WrapOp $x)>;
