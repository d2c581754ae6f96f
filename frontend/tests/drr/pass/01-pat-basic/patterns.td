// Pat replacing an op by a new op with a nested op and a constant attribute.
// CHECK: operation "dt.sub"
// CHECK: apply_native_rewrite "$_builder.getIntegerAttr($_builder.getIntegerType(32), $0)"
include "DtOps.td"
include "mlir/IR/PatternBase.td"

def NegToSub : Pat<(Dt_NegOp $x), (Dt_SubOp (Dt_ConstOp ConstantAttr<I32Attr, "0">), $x)>;
