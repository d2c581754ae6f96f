// yielded, entryArgs (single values and whole ranges), numRegions and additional constraints on block values.
// NO-PDL: PDL has no regions.
include "RtOps.td"
include "mlir/IR/PatternBase.td"
include "patsat/DrrExtensions.td"

def SameValue : Constraint<CPred<"$0 == $1">, "the same value">;

// An rt.apply whose body yields its argument is its operand.
def IdentityApply : Pat<(Rt_ApplyOp $x, (numRegions 1), (matchRegion (numBlocks 1), (entryArgs $a), (yielded $y))),
                        (replaceWithValue $x), [(SameValue $a, $y)]>;

// An rt.if whose two regions yield the same values is those values (a
// test of binding whole ranges: valid where the regions do nothing else,
// as in this payload).
def IfSameYields : Pat<(Rt_IfOp $c, (matchRegion (yielded:$t)), (matchRegion (yielded:$e))),
                       (replaceWithValue $t), [(SameValue $t, $e)]>;
