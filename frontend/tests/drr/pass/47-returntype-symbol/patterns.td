// returnType $x: the types of an auxiliary two-result op from a symbol.
// CHECK: operation "dt.pair"
include "DtOps.td"
include "mlir/IR/PatternBase.td"

def PairOf : Pattern<(Dt_AnyOp $x, ConstantStrAttr<StrAttr, "pair">), [(Dt_PairOp:$p $x, (returnType $x, $x)), (replaceWithValue $p__1)]>;
