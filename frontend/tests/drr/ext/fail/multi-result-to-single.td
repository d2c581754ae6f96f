// A nested result op with two results given to a single operand (mlir-tblgen accepts it and writes C++ that does not compile: push_back of both results).
include "RtOps.td"
include "mlir/IR/PatternBase.td"
def P : Pat<(Rt_AddOp $x, $y), (Rt_NegOp (Rt_DivRemOp $x, $y))>;
