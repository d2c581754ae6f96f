// A root without results, an optional attribute set from a constant.
// CHECK: erase %
include "DtOps.td"
include "mlir/IR/PatternBase.td"

def SinkNote : Pat<(Dt_SinkOp (Dt_NegOp $x), $n), (Dt_SinkOp $x, ConstantStrAttr<StrAttr, "was-neg">)>;
