// A constant of an attribute kind without a constant builder.
include "DtOps.td"
include "mlir/IR/PatternBase.td"

def Bad : Pat<(Dt_AnyOp $x, $a), (Dt_AnyOp $x, ConstantAttr<AnyI8Attr, "1">)>;
