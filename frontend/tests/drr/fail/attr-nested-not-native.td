// Only a NativeCodeCall may build an attribute in a nested dag.
include "DtOps.td"
include "mlir/IR/PatternBase.td"

def Bad : Pat<(Dt_TagOp $x, $l), (Dt_TagOp $x, (Dt_NegOp $x))>;
