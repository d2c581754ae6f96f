// Anonymous records are named GeneratedConvert<k> in record-name order.
// CHECK: pdl.pattern @GeneratedConvert0
// CHECK: pdl.pattern @GeneratedConvert1
include "DtOps.td"
include "mlir/IR/PatternBase.td"

def : Pat<(Dt_NegOp (Dt_NegOp $x)), (replaceWithValue $x)>;
def : Pat<(Dt_SubOp $x, $x), (Dt_ConstOp ConstantAttr<I32Attr, "0">)>;
