// `location` needs an argument (mlir-tblgen reports this without a location).
include "DtOps.td"
include "mlir/IR/PatternBase.td"

def Bad : Pat<(Dt_NegOp:$n $x), (Dt_NegOp $x, (location))>;
