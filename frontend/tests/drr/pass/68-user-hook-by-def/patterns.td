// A constraint resolved by a user hook registered under its def's name (resolution step (a); the tests register `IsSmall`, not `isSmallValue`).
// CHECK: apply_native_constraint "isSmallValue($0)"
include "DtOps.td"
include "mlir/IR/PatternBase.td"

def IsSmall : Constraint<CPred<"isSmallValue($0)">, "small constant">;
def SmallNeg : Pat<(Dt_NegOp $x), (Dt_SubOp (Dt_ConstOp ConstantAttr<I32Attr, "0">), $x), [(IsSmall $x)]>;
