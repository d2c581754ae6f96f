// The test dialect `rt` of the DRR extension tests: ops with regions
// (an `scf.if`-like `rt.if`, a one-argument lambda `rt.apply`), their
// terminator, a few plain ops, and ops with several or variadic results
// (`rt.divrem`, `rt.split`, `rt.headtail`) with an op taking a variadic
// operand (`rt.pack`).
include "mlir/IR/OpBase.td"
include "mlir/Interfaces/SideEffectInterfaces.td"
include "mlir/Interfaces/InferTypeOpInterface.td"

def Rt_Dialect : Dialect {
  let name = "rt";
  let cppNamespace = "::rt";
}

class Rt_Op<string mnemonic, list<Trait> traits = []>
    : Op<Rt_Dialect, mnemonic, traits>;

def Rt_IfOp : Rt_Op<"if"> {
  let arguments = (ins I1:$cond);
  let results = (outs Variadic<AnyType>:$results);
  let regions = (region SizedRegion<1>:$thenRegion, AnyRegion:$elseRegion);
}
def Rt_ApplyOp : Rt_Op<"apply"> {
  let arguments = (ins AnyType:$x);
  let results = (outs AnyType:$res);
  let regions = (region SizedRegion<1>:$body);
}
def Rt_YieldOp : Rt_Op<"yield", [Pure, Terminator]> {
  let arguments = (ins Variadic<AnyType>:$values);
}
def Rt_NotOp : Rt_Op<"not", [Pure, SameOperandsAndResultType]> {
  let arguments = (ins I1:$x);
  let results = (outs I1:$res);
}
def Rt_TrueOp : Rt_Op<"true", [Pure]> {
  let results = (outs I1:$res);
}
def Rt_FalseOp : Rt_Op<"false", [Pure]> {
  let results = (outs I1:$res);
}
def Rt_NegOp : Rt_Op<"neg", [Pure, SameOperandsAndResultType]> {
  let arguments = (ins I32:$x);
  let results = (outs I32:$res);
}
def Rt_AddOp : Rt_Op<"add", [Pure, SameOperandsAndResultType]> {
  let arguments = (ins I32:$lhs, I32:$rhs);
  let results = (outs I32:$res);
}
def Rt_PrintOp : Rt_Op<"print"> {
  let arguments = (ins AnyType:$x);
}
def Rt_MulOp : Rt_Op<"mul", [Pure, SameOperandsAndResultType]> {
  let arguments = (ins I32:$lhs, I32:$rhs);
  let results = (outs I32:$res);
}
// Several and variadic results.
def Rt_DivRemOp : Rt_Op<"divrem", [Pure, SameOperandsAndResultType]> {
  let arguments = (ins I32:$lhs, I32:$rhs);
  let results = (outs I32:$quot, I32:$rem);
}
def Rt_SplitOp : Rt_Op<"split", [Pure]> {
  let arguments = (ins I32:$x);
  let results = (outs Variadic<I32>:$parts);
}
def Rt_HeadTailOp : Rt_Op<"headtail", [Pure]> {
  let arguments = (ins I32:$x);
  let results = (outs I32:$head, Variadic<I32>:$tail);
}
// A variadic operand.
def Rt_PackOp : Rt_Op<"pack", [Pure]> {
  let arguments = (ins Variadic<I32>:$parts);
  let results = (outs I32:$res);
}
