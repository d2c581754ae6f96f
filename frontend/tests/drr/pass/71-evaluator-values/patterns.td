// Value and op queries in CPreds run on the evaluator: use counts, defining ops by ODS op class, and an ODS accessor of the defining op.
// CHECK: apply_native_constraint "$0.hasOneUse()"
include "DtOps.td"
include "mlir/IR/PatternBase.td"

def OneUse : Constraint<CPred<"$0.hasOneUse()">, "one use">;
def FromConst : Constraint<CPred<"::llvm::isa_and_nonnull<::dt::ConstOp>($0.getDefiningOp())">, "from a constant">;
def ConstZero : Constraint<CPred<"$0.getDefiningOp<::dt::ConstOp>() && $0.getDefiningOp<::dt::ConstOp>().getValue() == 0">, "zero constant">;
def AddZero : Pat<(Dt_AddOp $x, $c), (replaceWithValue $x), [(ConstZero $c)]>;
def NegConstOnce : Pat<(Dt_NegOp $x), (Dt_TagOp $x, ConstantStrAttr<StrAttr, "neg-const-once">), [(OneUse $x), (FromConst $x)]>;
