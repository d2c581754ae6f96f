// An op created or parsed without its default-valued attribute gets the default (an absent optional attribute passed on; an untouched op).
// CHECK: apply_native_constraint "drr.attr"
// CHECK: operation "dt.def_attr"
include "DtOps.td"
include "mlir/IR/PatternBase.td"

def OptToDef : Pat<(Dt_OptAttrOp $x, $a), (Dt_DefAttrOp $x, $a)>;
