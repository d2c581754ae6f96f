// FirstAttrDerivedResultType with a float constant.
// CHECK: getFloatAttr
include "DtOps.td"
include "mlir/IR/PatternBase.td"

def SinkF : Pat<(Dt_SinkOp (Dt_FConstOp ConstantAttr<F32Attr, "2.0">), $n), (Dt_SinkOp (Dt_FConstOp ConstantAttr<F32Attr, "1.5">), $n)>;
