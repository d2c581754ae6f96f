// either over two constant-matching ops: both orders match structurally, the written one is kept, and a constraint on the bound attributes that fails for it fails the pattern.
// CHECK: pdl.pattern @AddConstsOrdered__1
// PDL-DIFFERS: PDL cannot commit to an either order; the PDL variants retry the swapped order after the later failure.
include "DtOps.td"
include "mlir/IR/PatternBase.td"

def Below : Constraint<CPred<"$0.getInt() < $1.getInt()">, "first below second">;
def AddConstsOrdered : Pat<(Dt_AddOp (either (Dt_ConstOp $a), (Dt_ConstOp:$k $b))), (Dt_TagOp $k, ConstantStrAttr<StrAttr, "ordered">), [(Below $a, $b)]>;
