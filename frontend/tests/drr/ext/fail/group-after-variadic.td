// Not supported (mlir-tblgen accepts it): result group 1 of an op whose variadic result group comes first, without AttrSizedResultSegments. ODS counts group 1 from the end; patsat reads groups as MLIR's PDL does (from result 1 on), so it refuses rather than match differently.
include "RtOps.td"
include "mlir/IR/PatternBase.td"
def Rt_InitLastOp : Rt_Op<"init_last", [Pure]> {
  let arguments = (ins I32:$x);
  let results = (outs Variadic<I32>:$init, I32:$last);
}
def P : Pat<(Rt_NegOp (Rt_InitLastOp:$t $x)), (Rt_AddOp $t__1, $x)>;
