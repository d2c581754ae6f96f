// A bound nested op with variadic results: `$s` stands for all its results, `$h__1` for its variadic group, `$h__0` for its first result, whichever result the operand was (also in additional constraints).
// NO-PDL: PDL can only name a result by its index.
// CHECK: patsat.any_result
// CHECK: results 0 of
// CHECK: results 1 of
include "ops.td"
include "mlir/IR/PatternBase.td"

def SubOfSplit : Pat<(Dt_SubOp (Dt_SplitOp:$s $x), $y), (Dt_ConcatOp $s, ConstantAttr<I32Attr, "3">)>;
def MulOfTail : Pat<(Dt_MulOp (Dt_HeadTailOp:$h $x), $y), (Dt_ConcatOp $h__1, ConstantAttr<I32Attr, "4">)>;
def AddOfHead : Pat<(Dt_AddOp (Dt_HeadTailOp:$h $x), $y), (Dt_SubOp $h__0, $y)>;
def SameValue : Constraint<CPred<"$0 == $1">, "the same value">;
def SubOfHead : Pat<(Dt_SubOp (Dt_HeadTailOp:$h $x), $z), (Dt_NegOp $x), [(SameValue $z, $h__0)]>;
