// ConstantStrAttr in the source.
// CHECK: attribute = "\22dup\22"
include "DtOps.td"
include "mlir/IR/PatternBase.td"

def DropDup : Pat<(Dt_TagOp $x, ConstantStrAttr<StrAttr, "dup">), (replaceWithValue $x)>;
