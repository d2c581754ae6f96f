// A source-side NativeCodeCall must use $_self exactly once.
include "DtOps.td"
include "mlir/IR/PatternBase.td"

def M : NativeCodeCall<"matchIt($0)">;
def Bad : Pat<(Dt_NegOp (M $v)), (Dt_NegOp $v)>;
