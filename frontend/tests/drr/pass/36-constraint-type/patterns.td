// A type constraint as an additional constraint, on a result.
// CHECK: isSignlessInteger(32)
include "DtOps.td"
include "mlir/IR/PatternBase.td"

def WrapI32 : Pat<(Dt_WrapOp:$w $x), (replaceWithValue $x), [(I32 $w)]>;
