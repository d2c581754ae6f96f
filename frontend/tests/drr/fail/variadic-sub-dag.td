// `variadic` accepts only op sub-dags.
include "DtOps.td"
include "mlir/IR/PatternBase.td"

def Bad : Pat<(Dt_ConcatOp (variadic (replaceWithValue $x), $y), $ax), (Dt_NegOp $y)>;
