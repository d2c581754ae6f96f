// A nested op without type deduction traits is built by its C++ builder (a native).
// CHECK: apply_native_rewrite "dt::WrapOp::build"
include "DtOps.td"
include "mlir/IR/PatternBase.td"

def NegWrap : Pat<(Dt_NegOp (Dt_NegOp $x)), (Dt_NegOp (Dt_WrapOp $x))>;
