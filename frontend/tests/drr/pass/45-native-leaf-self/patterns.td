// A NativeCodeCall leaf in a result dag: $_self is the bound value.
// CHECK: apply_native_rewrite "labelOf($_builder, $_self)"
include "DtOps.td"
include "mlir/IR/PatternBase.td"

def OptToTagSelf : Pat<(Dt_OptAttrOp $x, $a), (Dt_TagOp $x, NativeCodeCall<"labelOf($_builder, $_self)">:$a)>;
