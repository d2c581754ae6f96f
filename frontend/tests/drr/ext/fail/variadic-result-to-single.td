// A nested result op with only variadic results given to a single operand (mlir-tblgen's C++ pushes the whole result range as one value and does not compile).
include "RtOps.td"
include "mlir/IR/PatternBase.td"
def P : Pat<(Rt_NegOp $x), (Rt_NegOp (Rt_SplitOp $x, (returnType $x)))>;
