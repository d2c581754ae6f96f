// A nested op declaring InferTypeOpInterface whose ODS traits fix its result type (SameOperandsAndResultShape and SameOperandsAndResultElementType) runs with the built-in inference, without a user hook.
// CHECK: operation "dt.same_shape"(%0 : !pdl.value)
// CHECK-NOT: dt::SameShapeOp::build
include "ops.td"
include "mlir/IR/PatternBase.td"

def WrapToSameShape : Pat<(Dt_SinkOp (Dt_WrapOp $x), $n), (Dt_SinkOp (Dt_SameShapeOp $x), $n)>;
