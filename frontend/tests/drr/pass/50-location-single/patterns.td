// location $n: the new op takes one matched op's location.
// CHECK: apply_native_rewrite "drr.set_location"
include "DtOps.td"
include "mlir/IR/PatternBase.td"

def NegLoc : Pat<(Dt_NegOp:$n $x), (Dt_SubOp (Dt_ConstOp ConstantAttr<I32Attr, "0">), $x, (location $n))>;
