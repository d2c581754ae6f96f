// An auxiliary NativeCodeCallVoid (called for its effect).
// CHECK: apply_native_rewrite "touch($_builder, $0)"
include "DtOps.td"
include "mlir/IR/PatternBase.td"

def Touch : NativeCodeCallVoid<"touch($_builder, $0)">;
def TouchNeg : Pattern<(Dt_TagOp (Dt_NegOp:$n $x), ConstantStrAttr<StrAttr, "touch">), [(Touch $n), (replaceWithValue $n)]>;
