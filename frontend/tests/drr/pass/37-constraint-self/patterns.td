// A constraint applied to $_self (the name of the constraint dag).
// CHECK: apply_native_constraint "$_self.hasOneUse()"
include "DtOps.td"
include "mlir/IR/PatternBase.td"

def OneUse : Constraint<CPred<"$_self.hasOneUse()">, "one use">;
def NegNegOneUse : Pat<(Dt_NegOp (Dt_NegOp:$n $x)), (replaceWithValue $x), [(OneUse:$n)]>;
