// NativeCodeCall with two returns replacing a two-result op.
// CHECK: apply_native_rewrite "swapPair($0, $1)"(%
// CHECK: : !pdl.value, !pdl.value
include "DtOps.td"
include "mlir/IR/PatternBase.td"

def SwapPair : NativeCodeCall<"swapPair($0, $1)", 2>;
def SwapDivRem : Pattern<(Dt_DivRemOp (Dt_NegOp $x), $y), [(SwapPair $x, $y)]>;
