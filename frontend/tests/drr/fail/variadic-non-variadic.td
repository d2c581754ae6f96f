// `variadic` cannot match a single operand.
include "DtOps.td"
include "mlir/IR/PatternBase.td"

def Bad : Pat<(Dt_NegOp (variadic $a, $b)), (replaceWithValue $a)>;
