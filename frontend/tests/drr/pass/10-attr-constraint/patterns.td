// An attribute constraint with a name.
// CHECK: isa<StringAttr>($_self)
include "DtOps.td"
include "mlir/IR/PatternBase.td"

def AnyStr : Pat<(Dt_AnyOp $x, StrAttr:$a), (Dt_WrapOp $x)>;
