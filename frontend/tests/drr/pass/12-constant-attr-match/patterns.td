// ConstantAttr in the source: the attribute must equal the constant.
// CHECK: apply_native_constraint "$_self == $_builder.getIntegerAttr($_builder.getIntegerType(32), $0)"
include "DtOps.td"
include "mlir/IR/PatternBase.td"

def AnyFive : Pat<(Dt_AnyOp $x, ConstantAttr<I32Attr, "5">), (Dt_WrapOp $x)>;
