// An optional attribute with a constraint using $_self: it must be present.
// CHECK: {"a" = %
include "DtOps.td"
include "mlir/IR/PatternBase.td"

def LabelOf : NativeCodeCall<"labelOf($_builder, $0)">;
def OptToTag : Pat<(Dt_OptAttrOp $x, I32Attr:$a), (Dt_TagOp $x, (LabelOf $a))>;
