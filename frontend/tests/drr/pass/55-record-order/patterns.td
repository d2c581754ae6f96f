// Equal benefits: record-name order (AA before ZZ), not definition order.
include "DtOps.td"
include "mlir/IR/PatternBase.td"

def ZZFirstDefined : Pat<(Dt_NegOp $x), (Dt_TagOp $x, ConstantStrAttr<StrAttr, "zz">)>;
def AASecondDefined : Pat<(Dt_NegOp $x), (Dt_TagOp $x, ConstantStrAttr<StrAttr, "aa">)>;
