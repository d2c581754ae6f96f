// variadic: a variadic operand with exactly two values.
// CHECK: operation "dt.concat"(%
include "DtOps.td"
include "mlir/IR/PatternBase.td"

def Concat2 : Pat<(Dt_ConcatOp (variadic $a, $b), $ax), (Dt_AddOp $a, $b)>;
