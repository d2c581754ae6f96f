// variadic:$all binds the whole operand range.
include "DtOps.td"
include "mlir/IR/PatternBase.td"

def Concat2Axis : Pat<(Dt_ConcatOp (variadic:$all $a, $b), ConstantAttr<I32Attr, "0">), (Dt_ConcatOp $all, ConstantAttr<I32Attr, "1">)>;
