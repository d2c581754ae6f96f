// A nested FirstAttrDerivedResultType op takes its attribute's type.
// CHECK: apply_native_rewrite "drr.attr_type"
include "DtOps.td"
include "mlir/IR/PatternBase.td"

def NegZero : Pat<(Dt_NegOp (Dt_ConstOp ConstantAttr<I32Attr, "0">)), (Dt_AddOp (Dt_ConstOp ConstantAttr<I32Attr, "0">), (Dt_ConstOp ConstantAttr<I32Attr, "0">))>;
