// A bound optional attribute (null when absent) passed to a native call.
// CHECK: apply_native_constraint "drr.attr"
include "DtOps.td"
include "mlir/IR/PatternBase.td"

def LabelOf : NativeCodeCall<"labelOf($_builder, $0)">;
def OptToTag : Pat<(Dt_OptAttrOp $x, $a), (Dt_TagOp $x, (LabelOf $a))>;
