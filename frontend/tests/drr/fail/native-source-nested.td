// A source-side NativeCodeCall cannot match a nested dag.
include "DtOps.td"
include "mlir/IR/PatternBase.td"

def M : NativeCodeCall<"matchIt($_self, $0)">;
def Bad : Pat<(Dt_NegOp (M (Dt_NegOp $v))), (Dt_NegOp $v)>;
