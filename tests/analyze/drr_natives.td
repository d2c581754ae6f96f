// Natives of DRR patterns as translate's resolver resolves them
// (`patsat analyze` on a .td file, run with -I the DRR test dialect and
// LLVM 22's headers).
//
// * AnyFive: the ConstantAttr's value "5" is text mlir-tblgen substitutes
//   for `$0`, so the constraint resolves as
//   `... $_builder.getIntegerType(32), 5)` (reported `as` that name);
// * OneUseNeg: `$0.hasOneUse()` is not one of LLVM 22's core predicates
//   (no header in corpus/include/llvm-22 holds it) but is in the
//   evaluator's subset (evaluated); it looks at use lists, so eqsat runs
//   it in its greedy phase;
// * WideNeg: `cast<IntegerType>($0.getType()).getWidth() > 16` is no core
//   predicate but is in the evaluator's C++ subset (evaluated);
// * ProjectNeg: `isFancy($0)` calls a project function nobody registered:
//   unresolved in both modes.
// The dt.neg patterns have different operand ops (neg, add, sub), so no
// matchers overlap; AnyFive's root is dt.any, created by nobody.
// With InferMul (below, which also uses the intrinsic `drr.type_of`,
// registered): 5 patterns use natives, 2 uses unresolved.
include "DtOps.td"
include "mlir/IR/PatternBase.td"

def AnyFive : Pat<(Dt_AnyOp $x, ConstantAttr<I32Attr, "5">), (Dt_WrapOp $x)>;

def HasOneUse : Constraint<CPred<"$0.hasOneUse()">, "has one use">;
def OneUseNeg : Pat<(Dt_NegOp:$r (Dt_NegOp $x)), (replaceWithValue $x),
                    [(HasOneUse $r)]>;

def Wide : Constraint<CPred<"cast<IntegerType>($0.getType()).getWidth() > 16">>;
def WideNeg : Pat<(Dt_NegOp (Dt_SubOp $x, $y)), (Dt_SubOp $y, $x), [(Wide $x)]>;

def Fancy : Constraint<CPred<"isFancy($0)">>;
def ProjectNeg : Pat<(Dt_NegOp (Dt_AddOp $x, $y)), (Dt_AddOp $y, $x), [(Fancy $x)]>;

// * InferMul: dt.infer declares InferTypeOpInterface, implemented in C++
//   (frontend/tests/drr/common/natives.h), so creating it needs the
//   implicit native `dt::InferOp::inferReturnTypes` (nested, so its type
//   is not the replaced root's): unresolved in both modes.
def InferMul : Pat<(Dt_NegOp (Dt_MulOp $x, $y)), (Dt_NegOp (Dt_InferOp $x))>;
