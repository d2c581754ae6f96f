// DtOps.td and ops with variable-length results, for the cases of nested
// ops with several or variadic results (83-86): each case's ops.td
// includes this file.
#ifndef DT_VAR_OPS
#define DT_VAR_OPS
include "DtOps.td"

// Only a variadic result group.
def Dt_SplitOp : Dt_Op<"split", [Pure]> {
  let arguments = (ins I32:$x);
  let results = (outs Variadic<I32>:$outs);
}
// One result, then a variadic group.
def Dt_HeadTailOp : Dt_Op<"headtail", [Pure]> {
  let arguments = (ins I32:$x);
  let results = (outs I32:$head, Variadic<I32>:$tail);
}
#endif // DT_VAR_OPS
