// A source-side NativeCodeCall cannot be bound to a symbol.
include "DtOps.td"
include "mlir/IR/PatternBase.td"

def M : NativeCodeCall<"matchConstValue($_self, $0)">;
def Bad : Pat<(Dt_NegOp (M:$m $v)), (Dt_NegOp $v)>;
