// NativeCodeCall with $0... (all arguments from the first).
// CHECK: apply_native_rewrite "sumAttrs($_builder, $0...)"
include "DtOps.td"
include "mlir/IR/PatternBase.td"

def Sum3 : NativeCodeCall<"sumAttrs($_builder, $0...)">;
def AddConsts : Pat<(Dt_AddOp (Dt_ConstOp $a), (Dt_AddOp (Dt_ConstOp $b), (Dt_ConstOp $c))), (Dt_ConstOp (Sum3 $a, $b, $c))>;
