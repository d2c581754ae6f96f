// A source-side NativeCodeCall cannot have `either` operands.
include "DtOps.td"
include "mlir/IR/PatternBase.td"

def M : NativeCodeCall<"matchIt($_self, $0, $1)">;
def Bad : Pat<(Dt_NegOp (M (either $a, $b))), (Dt_NegOp $a)>;
