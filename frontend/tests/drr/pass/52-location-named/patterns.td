// location "name": a named location.
// CHECK: attribute = "zero"
include "DtOps.td"
include "mlir/IR/PatternBase.td"

def NegNamed : Pat<(Dt_NegOp (Dt_NegOp $x)), (Dt_AddOp $x, (Dt_ConstOp ConstantAttr<I32Attr, "0">, (location "zero")))>;
