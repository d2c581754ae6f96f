// An additional constraint over two symbols.
// CHECK: apply_native_constraint "$0 == $1"
include "DtOps.td"
include "mlir/IR/PatternBase.td"

def Equal : Constraint<CPred<"$0 == $1">, "equal">;
def AddSame : Pat<(Dt_AddOp $x, $y), (Dt_MulOp $x, (Dt_ConstOp ConstantAttr<I32Attr, "2">)), [(Equal $x, $y)]>;
