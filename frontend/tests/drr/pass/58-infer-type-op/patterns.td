// A nested op that implements InferTypeOpInterface is created without result types.
// CHECK: operation "dt.infer"(%0 : !pdl.value)
// CHECK-NOT: dt::InferOp::build

include "DtOps.td"
include "mlir/IR/PatternBase.td"
def NegInfer : Pat<(Dt_NegOp (Dt_NegOp $x)), (Dt_NegOp (Dt_InferOp $x))>;
