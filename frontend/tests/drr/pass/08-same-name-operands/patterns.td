// Two operands bound to one name must be equal.
// CHECK: operation "dt.sub"(%0, %0
include "DtOps.td"
include "mlir/IR/PatternBase.td"

def SubSelf : Pat<(Dt_SubOp $x, $x), (Dt_ConstOp ConstantAttr<I32Attr, "0">)>;
