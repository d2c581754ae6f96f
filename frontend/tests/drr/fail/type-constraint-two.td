// A type constraint takes exactly one symbol.
include "DtOps.td"
include "mlir/IR/PatternBase.td"

def Bad : Pat<(Dt_AddOp $x, $y), (Dt_NegOp $x), [(I32 $x, $y)]>;
