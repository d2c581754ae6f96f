// An additional constraint that fails after either committed to the written order fails the pattern; the swapped order is not tried.
// CHECK: pdl.pattern @AddNegConst__1
// PDL-DIFFERS: PDL cannot commit to an either order; the PDL variants retry the swapped order after the later failure.
include "DtOps.td"
include "mlir/IR/PatternBase.td"

def FromConst : Constraint<CPred<"::llvm::isa_and_nonnull<::dt::ConstOp>($0.getDefiningOp())">, "from a constant">;
def AddNegConst : Pat<(Dt_AddOp (either $x, (Dt_NegOp $y))), (Dt_SubOp $x, $y), [(FromConst $y)]>;
