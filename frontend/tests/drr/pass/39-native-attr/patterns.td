// NativeCodeCall computing an attribute, with an attribute constraint.
// CHECK: apply_native_constraint "isPowerOfTwoAttr($_self)"
// CHECK: apply_native_rewrite "log2Attr($_builder, $0)"
include "DtOps.td"
include "mlir/IR/PatternBase.td"

def Log2Attr : NativeCodeCall<"log2Attr($_builder, $0)">;
def Pow2I32Attr : AttrConstraint<CPred<"isPowerOfTwoAttr($_self)">, "power of two">;
def MulPow2 : Pat<(Dt_MulOp $x, (Dt_ConstOp Pow2I32Attr:$c)), (Dt_AddOp $x, (Dt_ConstOp (Log2Attr $c)))>;
