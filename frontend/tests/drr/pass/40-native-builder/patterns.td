// NativeCodeCall using $_builder only.
// CHECK: apply_native_rewrite "$_builder.getI32IntegerAttr(2)" : !pdl.attribute
include "DtOps.td"
include "mlir/IR/PatternBase.td"

def TwoAttr : NativeCodeCall<"$_builder.getI32IntegerAttr(2)">;
def AddSelf : Pat<(Dt_AddOp $x, $x), (Dt_MulOp $x, (Dt_ConstOp (TwoAttr)))>;
