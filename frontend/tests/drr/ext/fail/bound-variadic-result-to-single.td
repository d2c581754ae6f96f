// A matched op with variadic results, bound as $s, given to a single operand (mlir-tblgen writes C++ that pushes a result range as one value, which does not compile).
include "RtOps.td"
include "mlir/IR/PatternBase.td"
def P : Pat<(Rt_NegOp (Rt_SplitOp:$s $x)), (Rt_NegOp $s)>;
