// A constant string attribute built in the result.
// CHECK: apply_native_rewrite "$_builder.getStringAttr($0)"
include "DtOps.td"
include "mlir/IR/PatternBase.td"

def Relabel : Pat<(Dt_TagOp $x, ConstantStrAttr<StrAttr, "new">), (Dt_TagOp $x, ConstantStrAttr<StrAttr, "seen">)>;
