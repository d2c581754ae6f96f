// Patterns from a multiclass (defm).
// CHECK: pdl.pattern @AToB_pat
// CHECK: pdl.pattern @BToC_pat
include "DtOps.td"
include "mlir/IR/PatternBase.td"

multiclass Relabel<string from, string to> {
  def _pat : Pat<(Dt_TagOp $x, ConstantStrAttr<StrAttr, from>), (Dt_TagOp $x, ConstantStrAttr<StrAttr, to>)>;
}
defm AToB : Relabel<"a", "b">;
defm BToC : Relabel<"b", "c">;
