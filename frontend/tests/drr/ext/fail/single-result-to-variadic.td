// A nested result op with one result given directly to a variadic operand: still mlir-tblgen's error (only ops with several or variadic results give all their results to it).
include "RtOps.td"
include "mlir/IR/PatternBase.td"
def P : Pat<(Rt_NegOp $x), (Rt_PackOp (Rt_NegOp $x))>;
