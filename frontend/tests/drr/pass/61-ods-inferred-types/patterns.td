// A nested op whose result type ODS can build (I32), with operand segment sizes.
// CHECK: apply_native_rewrite "$_builder.getIntegerType(32)"
// CHECK: drr.operand_segment_sizes
include "DtOps.td"
include "mlir/IR/PatternBase.td"

def AddToSeg : Pat<(Dt_AddOp $a, (Dt_NegOp $b)), (Dt_NegOp (Dt_SegOp (variadic $a), (variadic $b, $b)))>;
