// A matched op with two results, bound as $d, given without __N to a single operand (mlir-tblgen writes C++ that does not compile: push_back of both results).
include "RtOps.td"
include "mlir/IR/PatternBase.td"
def P : Pat<(Rt_NegOp (Rt_DivRemOp:$d $x, $y)), (Rt_NegOp $d)>;
