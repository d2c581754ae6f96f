// Nested ops whose inferReturnTypes mlir-tblgen generates from ODS (AllTypesMatch with an operand or a typed attribute, TypesMatchWith, a buildable result type, a result matching another result) are created with the derived types, without user hooks.
// CHECK: operation "dt.match"
// CHECK-NOT: apply_native_rewrite "dt::MatchOp::build"
include "ops.td"
include "mlir/IR/PatternBase.td"

def ToMatch : Pat<(Dt_SinkOp (Dt_WrapOp $x), $n), (Dt_SinkOp (Dt_MatchOp $x, (Dt_FlagOp $x)), $n)>;
def ToElem : Pat<(Dt_SinkOp (Dt_AnyOp $x, $a), $n), (Dt_SinkOp (Dt_ElemOp $x), $n)>;
def ToTwin : Pattern<(Dt_SinkOp (Dt_NegOp $x), $n), [(Dt_TwinOp:$t $x), (Dt_SinkOp $t__1, $n)]>;
def ToTyped : Pat<(Dt_SinkOp (Dt_ConstOp $v), $n), (Dt_SinkOp (Dt_TypedOp $v), $n)>;
