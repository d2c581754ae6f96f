// Nested result ops with several or variadic results given to a variadic operand: all their results, in order (patsat's extension: mlir-tblgen rejects the direct form, and inside `variadic` writes C++ that does not compile).
include "RtOps.td"
include "mlir/IR/PatternBase.td"

// Directly: the variadic operand gets both results of the divrem.
def AddToPack : Pat<(Rt_AddOp $x, $y), (Rt_PackOp (Rt_DivRemOp $x, $y))>;
// Inside `variadic`: each element gives all its values, in order (a
// value, the three results of a split, the two of a headtail).
def MulToPack : Pat<(Rt_MulOp $x, $y),
                    (Rt_PackOp (variadic $y, (Rt_SplitOp $x, (returnType $x, $y, $x)),
                                         (Rt_HeadTailOp $y, (returnType $y, $y))))>;
