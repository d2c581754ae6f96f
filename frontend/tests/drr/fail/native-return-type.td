// A NativeCodeCall cannot have a `returnType`.
include "DtOps.td"
include "mlir/IR/PatternBase.td"

def F : NativeCodeCall<"f($0)">;
def Bad : Pat<(Dt_NegOp $x), (F $x, (returnType $x))>;
