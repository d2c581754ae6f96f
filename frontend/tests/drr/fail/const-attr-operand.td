// A constant attribute cannot be an operand.
include "DtOps.td"
include "mlir/IR/PatternBase.td"

def Bad : Pat<(Dt_NegOp $x), (Dt_AddOp $x, ConstantAttr<I32Attr, "1">)>;
