// The test dialect of the DRR tests (frontend/tests/drr). It is built by
// drr-oracle (so: ops only, no custom types or attributes) and read by
// patsat. Ops that DRR creates in nested result dags must deduce their
// result types: SameOperandsAndResultType, FirstAttrDerivedResultType,
// InferTypeOpInterface (dt.infer, implemented in natives.h) or a custom
// builder (dt.wrap). Everything is Pure except dt.print and dt.sink, so
// unused ops are erased by the greedy driver.
#ifndef DT_OPS
#define DT_OPS
include "mlir/IR/OpBase.td"
include "mlir/Interfaces/SideEffectInterfaces.td"
include "mlir/Interfaces/InferTypeOpInterface.td"

def Dt_Dialect : Dialect {
  let name = "dt";
  let cppNamespace = "::dt";
}

class Dt_Op<string mnemonic, list<Trait> traits = []>
    : Op<Dt_Dialect, mnemonic, traits>;

// Unary and binary arithmetic on i32.
def Dt_NegOp : Dt_Op<"neg", [Pure, SameOperandsAndResultType]> {
  let arguments = (ins I32:$x);
  let results = (outs I32:$res);
}
def Dt_AddOp : Dt_Op<"add", [Pure, SameOperandsAndResultType]> {
  let arguments = (ins I32:$lhs, I32:$rhs);
  let results = (outs I32:$res);
}
def Dt_SubOp : Dt_Op<"sub", [Pure, SameOperandsAndResultType]> {
  let arguments = (ins I32:$lhs, I32:$rhs);
  let results = (outs I32:$res);
}
def Dt_MulOp : Dt_Op<"mul", [Pure, SameOperandsAndResultType]> {
  let arguments = (ins I32:$lhs, I32:$rhs);
  let results = (outs I32:$res);
}
// Constants: the result type is the attribute's type.
def Dt_ConstOp : Dt_Op<"const", [Pure, FirstAttrDerivedResultType]> {
  let arguments = (ins I32Attr:$value);
  let results = (outs I32:$res);
}
// A tag: labels its operand with a string (to see which pattern fired).
def Dt_TagOp : Dt_Op<"tag", [Pure, SameOperandsAndResultType]> {
  let arguments = (ins I32:$x, StrAttr:$label);
  let results = (outs I32:$res);
}
// Two and three results.
def Dt_DivRemOp : Dt_Op<"divrem", [Pure, SameOperandsAndResultType]> {
  let arguments = (ins I32:$lhs, I32:$rhs);
  let results = (outs I32:$quot, I32:$rem);
}
def Dt_ThreeOp : Dt_Op<"three", [Pure, SameOperandsAndResultType]> {
  let arguments = (ins I32:$x);
  let results = (outs I32:$a, I32:$b, I32:$c);
}
// Side effects, no results.
def Dt_PrintOp : Dt_Op<"print"> {
  let arguments = (ins I32:$x);
}
def Dt_SinkOp : Dt_Op<"sink"> {
  let arguments = (ins AnyType:$x, OptionalAttr<StrAttr>:$note);
}
// A variadic operand group.
def Dt_ConcatOp : Dt_Op<"concat", [Pure, SameOperandsAndResultType]> {
  let arguments = (ins Variadic<I32>:$inputs, I32Attr:$axis);
  let results = (outs I32:$res);
}
// Optional and default-valued attributes, an optional operand.
def Dt_OptAttrOp : Dt_Op<"opt_attr", [Pure, SameOperandsAndResultType]> {
  let arguments = (ins I32:$x, OptionalAttr<I32Attr>:$a);
  let results = (outs I32:$res);
}
def Dt_DefAttrOp : Dt_Op<"def_attr", [Pure, SameOperandsAndResultType]> {
  let arguments = (ins I32:$x, DefaultValuedAttr<I32Attr, "7">:$a);
  let results = (outs I32:$res);
}
def Dt_OptOperandOp : Dt_Op<"opt_operand", [Pure, SameOperandsAndResultType]> {
  let arguments = (ins I32:$x, Optional<I32>:$y);
  let results = (outs I32:$res);
}
// Two variable-length operand groups, sized by an attribute.
def Dt_SegOp : Dt_Op<"seg", [Pure, AttrSizedOperandSegments]> {
  let arguments = (ins Variadic<I32>:$a, Variadic<I32>:$b);
  let results = (outs I32:$res);
}
// Any types and any attribute; no type deduction.
def Dt_AnyOp : Dt_Op<"any", [Pure]> {
  let arguments = (ins AnyType:$x, AnyAttr:$a);
  let results = (outs AnyType:$res);
}
// Builds with a custom builder that deduces the result type.
def Dt_WrapOp : Dt_Op<"wrap", [Pure]> {
  let arguments = (ins AnyType:$x);
  let results = (outs AnyType:$res);
  let builders = [OpBuilder<(ins "::mlir::Value":$x), [{
    build($_builder, $_state, x.getType(), x);
  }]>];
}
// Infers its result type (natives.h implements inferReturnTypes).
def Dt_InferOp : Dt_Op<"infer", [Pure, DeclareOpInterfaceMethods<InferTypeOpInterface>]> {
  let arguments = (ins AnyType:$x);
  let results = (outs AnyType:$res);
}
// A float constant and a float-typed op.
def Dt_FConstOp : Dt_Op<"fconst", [Pure, FirstAttrDerivedResultType]> {
  let arguments = (ins F32Attr:$value);
  let results = (outs F32:$res);
}
// Two i32 results of a non-deducing op (built with explicit types).
def Dt_PairOp : Dt_Op<"pair", [Pure]> {
  let arguments = (ins AnyType:$x);
  let results = (outs AnyType:$first, AnyType:$second);
}
#endif // DT_OPS
