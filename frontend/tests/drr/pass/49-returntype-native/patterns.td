// returnType with a NativeCodeCall.
// CHECK: apply_native_rewrite "$0.getType()"(%
include "DtOps.td"
include "mlir/IR/PatternBase.td"

def WrapTyOf : Pat<(Dt_NegOp (Dt_AnyOp $x, ConstantStrAttr<StrAttr, "w">)), (Dt_NegOp (Dt_WrapOp $x, (returnType (NativeCodeCall<"$0.getType()"> $x))))>;
