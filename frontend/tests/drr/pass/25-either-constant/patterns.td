// either with a constant-matching nested op.
// CHECK: pdl.pattern @MulOne__1
include "DtOps.td"
include "mlir/IR/PatternBase.td"

def MulOne : Pat<(Dt_MulOp (either $x, (Dt_ConstOp ConstantAttr<I32Attr, "1">))), (replaceWithValue $x)>;
