// A default-valued attribute reads as its default when absent.
// CHECK: apply_native_constraint "drr.attr_or"
// CHECK: attribute = "7"
include "DtOps.td"
include "mlir/IR/PatternBase.td"

def LabelOf : NativeCodeCall<"labelOf($_builder, $0)">;
def DefToTag : Pat<(Dt_DefAttrOp $x, $a), (Dt_TagOp $x, (LabelOf $a))>;
