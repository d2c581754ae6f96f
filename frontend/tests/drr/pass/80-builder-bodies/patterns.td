// Nested ops without type deduction built by custom builders whose bodies have several statements (locals, if/else, assignments, assert, $_state additions): the bodies run on the evaluator.
// CHECK: apply_native_rewrite "dt::PackOp::build"
// CHECK: apply_native_rewrite "dt::StackOp::build"
include "ops.td"
include "mlir/IR/PatternBase.td"

def WrapToPack : Pat<(Dt_SinkOp (Dt_WrapOp $x), $n), (Dt_SinkOp (Dt_PackOp $x, $x), $n)>;
def NegToStack : Pat<(Dt_SinkOp (Dt_AnyOp $x, $a), $n), (Dt_SinkOp (Dt_StackOp $x, $x), $n)>;
def PrintToStack : Pat<(Dt_SinkOp (Dt_PairOp:$p $x), $n), (Dt_SinkOp (Dt_StackOp $x, $p__1), $n)>;
