// addBenefit: a one-op pattern with benefit 1 + 5 beats a two-op pattern.
// CHECK: benefit(6)
include "DtOps.td"
include "mlir/IR/PatternBase.td"

def SubNested : Pat<(Dt_SubOp $x, (Dt_NegOp $y)), (Dt_TagOp $x, ConstantStrAttr<StrAttr, "nested">)>;
def SubBoosted : Pat<(Dt_SubOp $x, $y), (Dt_TagOp $x, ConstantStrAttr<StrAttr, "boosted">), [], [], (addBenefit 5)>;
