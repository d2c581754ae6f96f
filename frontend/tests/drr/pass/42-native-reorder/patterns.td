// NativeCodeCall using its arguments out of order ($1, $0).
// CHECK: apply_native_rewrite "subAttrs($_builder, $1, $0)"
include "DtOps.td"
include "mlir/IR/PatternBase.td"

def SubRev : NativeCodeCall<"subAttrs($_builder, $1, $0)">;
def SubConsts : Pat<(Dt_SubOp (Dt_ConstOp $a), (Dt_ConstOp $b)), (Dt_ConstOp (SubRev $b, $a))>;
