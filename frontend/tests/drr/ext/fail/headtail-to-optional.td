// A nested result op with a fixed and a variadic result group given to a non-variadic operand (here an optional one): the error names both fixes.
include "RtOps.td"
include "mlir/IR/PatternBase.td"
def Rt_MaybeOp : Rt_Op<"maybe", [Pure]> {
  let arguments = (ins I32:$x, Optional<I32>:$y);
  let results = (outs I32:$res);
}
def P : Pat<(Rt_NegOp $x), (Rt_MaybeOp $x, (Rt_HeadTailOp $x, (returnType $x, $x)))>;
