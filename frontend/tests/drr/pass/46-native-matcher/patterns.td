// A source-side NativeCodeCall with $_self (the defining op) and an out-parameter.
// CHECK: apply_native_constraint "matchConstValue($_self, $0)"(%
// CHECK: : !pdl.attribute
include "DtOps.td"
include "mlir/IR/PatternBase.td"

def MatchConst : NativeCodeCall<"matchConstValue($_self, $0)">;
def NegConst : Pat<(Dt_NegOp (MatchConst I32Attr:$v)), (Dt_TagOp (Dt_ConstOp $v), ConstantStrAttr<StrAttr, "negconst">)>;
