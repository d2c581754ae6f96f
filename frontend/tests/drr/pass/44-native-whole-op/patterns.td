// NativeCodeCall building the replacement op itself (with $_loc).
// CHECK: apply_native_rewrite "makeNeg($_builder, $_loc, $0)"
include "DtOps.td"
include "mlir/IR/PatternBase.td"

def MakeNeg : NativeCodeCall<"makeNeg($_builder, $_loc, $0)">;
def ZeroSub : Pat<(Dt_SubOp (Dt_ConstOp ConstantAttr<I32Attr, "0">), $x), (MakeNeg $x)>;
