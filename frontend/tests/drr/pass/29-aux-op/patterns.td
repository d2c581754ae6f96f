// An auxiliary op (print) before the replacement value.
// CHECK: operation "dt.print"
include "DtOps.td"
include "mlir/IR/PatternBase.td"

def TagDup : Pattern<(Dt_TagOp $x, ConstantStrAttr<StrAttr, "dup">), [(Dt_PrintOp $x), (replaceWithValue $x)]>;
