// variadic in a result dag builds a variadic operand.
// CHECK: range
include "DtOps.td"
include "mlir/IR/PatternBase.td"

def AddToConcat : Pat<(Dt_AddOp $a, $b), (Dt_ConcatOp (variadic $a, $b), ConstantAttr<I32Attr, "0">)>;
