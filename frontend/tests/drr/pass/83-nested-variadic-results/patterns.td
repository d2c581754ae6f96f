// A nested source op with variadic results: the operand may be any of its results (the C++ mlir-tblgen generates checks the operand's defining op), also two levels down.
// NO-PDL: PDL can only name a result by its index.
// CHECK: patsat.any_result
// CHECK: operation "dt.split"
// CHECK: operation "dt.headtail"
include "ops.td"
include "mlir/IR/PatternBase.td"

def NegOfSplit : Pat<(Dt_NegOp (Dt_SplitOp $x)), (Dt_TagOp $x, ConstantStrAttr<StrAttr, "split">)>;
def NegOfHeadTail : Pat<(Dt_NegOp (Dt_HeadTailOp $x)), (Dt_TagOp $x, ConstantStrAttr<StrAttr, "headtail">)>;
def SubOfSplitOfNeg : Pat<(Dt_SubOp (Dt_SplitOp (Dt_NegOp $x)), $y), (Dt_MulOp $x, $y)>;
