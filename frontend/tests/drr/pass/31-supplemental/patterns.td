// A supplemental pattern runs after the replacement values are built.
// CHECK: apply_native_rewrite "touch($_builder, $0)"
include "DtOps.td"
include "mlir/IR/PatternBase.td"

def Touch : NativeCodeCallVoid<"touch($_builder, $0)">;
def AddNegTouch : Pattern<(Dt_AddOp $x, (Dt_NegOp:$m $y)), [(Dt_SubOp $x, $y)], [], [(Touch $m)]>;
