// An error in a pattern from a multiclass: at the def, with a note at the defm.
include "DtOps.td"
include "mlir/IR/PatternBase.td"

multiclass M<string s> {
  def _p : Pat<(Dt_TagOp $x, ConstantStrAttr<StrAttr, s>), (Dt_TagOp $x)>;
}
defm Bad : M<"a">;
