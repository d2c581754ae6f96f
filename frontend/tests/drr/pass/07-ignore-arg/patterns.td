// $_ ignores an argument.
include "DtOps.td"
include "mlir/IR/PatternBase.td"

def DropTag : Pat<(Dt_TagOp $x, $_), (replaceWithValue $x)>;
