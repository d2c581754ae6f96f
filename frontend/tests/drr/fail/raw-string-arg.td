// A raw string is not an argument.
include "DtOps.td"
include "mlir/IR/PatternBase.td"

def Bad : Pat<(Dt_TagOp $x, $l), (Dt_TagOp $x, "label")>;
