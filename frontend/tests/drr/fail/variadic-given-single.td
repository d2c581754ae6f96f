// A variadic operand given one op's result.
include "DtOps.td"
include "mlir/IR/PatternBase.td"

def Bad : Pat<(Dt_NegOp $x), (Dt_NegOp (Dt_ConcatOp (Dt_NegOp $x), ConstantAttr<I32Attr, "0">))>;
