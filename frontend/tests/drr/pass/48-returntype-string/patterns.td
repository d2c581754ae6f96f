// returnType with a C++ string.
// CHECK: apply_native_rewrite "$_builder.getI32Type()" : !pdl.type
include "DtOps.td"
include "mlir/IR/PatternBase.td"

def WrapI32Ty : Pat<(Dt_NegOp (Dt_AnyOp $x, ConstantStrAttr<StrAttr, "w">)), (Dt_NegOp (Dt_WrapOp $x, (returnType "$_builder.getI32Type()")))>;
