// An op created without its default-valued attribute (an absent optional attribute passed on) is built as MLIR builds it.
// CHECK: apply_native_constraint "drr.attr"
// CHECK: operation "dt.def_attr"
include "DtOps.td"
include "mlir/IR/PatternBase.td"

def OptToDef : Pat<(Dt_OptAttrOp $x, $a), (Dt_DefAttrOp $x, $a)>;
