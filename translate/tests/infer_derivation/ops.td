// Ops whose result types mlir-tblgen may derive from ODS (gen.sh records
// which ones get a generated inferReturnTypes in expected.txt).
include "mlir/IR/OpBase.td"
include "mlir/IR/BuiltinAttributeInterfaces.td"
include "mlir/Interfaces/InferTypeOpInterface.td"
def T_Dialect : Dialect { let name = "t"; let cppNamespace = "::t"; }
class T_Op<string m, list<Trait> traits = []> : Op<T_Dialect, m, traits>;

// The interface listed itself: C++ writes inferReturnTypes.
def T_A : T_Op<"a", [InferTypeOpInterface, AllTypesMatch<["x", "res"]>]> {
  let arguments = (ins AnyType:$x, AnyType:$y);
  let results = (outs AnyType:$res);
}
// ... unless SameOperandsAndResultType.
def T_E : T_Op<"e", [InferTypeOpInterface, SameOperandsAndResultType]> {
  let arguments = (ins AnyType:$x);
  let results = (outs AnyType:$res);
}
// SameOperandsAndResultType without a fixed-length operand.
def T_V : T_Op<"v", [SameOperandsAndResultType]> {
  let arguments = (ins Variadic<AnyType>:$x);
  let results = (outs AnyType:$res);
}
// SameOperandsAndResultType, the first operand variadic.
def T_W : T_Op<"w", [SameOperandsAndResultType]> {
  let arguments = (ins Variadic<AnyType>:$x, AnyType:$y);
  let results = (outs AnyType:$res);
}
def T_B : T_Op<"b", [DeclareOpInterfaceMethods<InferTypeOpInterface>]> {
  let arguments = (ins AnyType:$x);
  let results = (outs I1:$res);
}
def T_C : T_Op<"c", [DeclareOpInterfaceMethods<InferTypeOpInterface>, TypesMatchWith<"r", "x", "res", "::llvm::cast<::mlir::ShapedType>($_self).getElementType()">]> {
  let arguments = (ins AnyTensor:$x);
  let results = (outs AnyType:$res);
}
def T_D : T_Op<"d", [DeclareOpInterfaceMethods<InferTypeOpInterface>, AllTypesMatch<["x", "res"]>]> {
  let arguments = (ins AnyType:$x);
  let results = (outs AnyType:$res);
}
// FirstAttrDerivedResultType alone gives no inferReturnTypes.
def T_F : T_Op<"f", [DeclareOpInterfaceMethods<InferTypeOpInterface>, FirstAttrDerivedResultType]> {
  let arguments = (ins AnyAttr:$v);
  let results = (outs AnyType:$res);
}
// One result unknown.
def T_G : T_Op<"g", [DeclareOpInterfaceMethods<InferTypeOpInterface>, AllTypesMatch<["y", "res"]>, AllTypesMatch<["x", "y"]>]> {
  let arguments = (ins AnyType:$x, AnyType:$y, TypeAttr:$t);
  let results = (outs AnyType:$res, AnyType:$res2);
}
def T_H : T_Op<"h", [DeclareOpInterfaceMethods<InferTypeOpInterface>, SameOperandsAndResultShape, SameOperandsAndResultElementType]> {
  let arguments = (ins AnyType:$x);
  let results = (outs AnyType:$res);
}
// A result through another result.
def T_I : T_Op<"i", [DeclareOpInterfaceMethods<InferTypeOpInterface>, AllTypesMatch<["res", "res2"]>, AllTypesMatch<["x", "res"]>]> {
  let arguments = (ins AnyType:$x);
  let results = (outs AnyType:$res, AnyType:$res2);
}
def T_J : T_Op<"j", [DeclareOpInterfaceMethods<InferTypeOpInterface>, TypesMatchWith<"r", "x", "res", "::llvm::cast<::mlir::ShapedType>($_self).getElementType()">]> {
  let arguments = (ins AnyTensor:$x, I32Attr:$n);
  let results = (outs AnyType:$res, I64:$r2);
}
def T_K : T_Op<"k", [InferTypeOpInterface, AllTypesMatch<["x", "res"]>]> {
  let arguments = (ins Variadic<AnyType>:$x);
  let results = (outs AnyType:$res);
}
// No interface at all: mlir-tblgen adds it when the types are known.
def T_P : T_Op<"p", [AllTypesMatch<["x", "res"]>]> {
  let arguments = (ins AnyType:$x, AnyType:$y);
  let results = (outs AnyType:$res);
}
def T_Q : T_Op<"q", []> {
  let arguments = (ins AnyType:$x);
  let results = (outs I1:$res);
}
def T_R : T_Op<"r", [TypesMatchWith<"r", "x", "res", "::llvm::cast<::mlir::ShapedType>($_self).getElementType()">]> {
  let arguments = (ins AnyTensor:$x);
  let results = (outs AnyType:$res);
}
def T_S : T_Op<"s", [AllTypesMatch<["a", "res"]>]> {
  let arguments = (ins TypedAttrInterface:$a);
  let results = (outs AnyType:$res);
}
// Variadic results: never.
def T_X : T_Op<"x", [AllTypesMatch<["a", "res"]>]> {
  let arguments = (ins AnyType:$a);
  let results = (outs Variadic<AnyType>:$res);
}
// An operand after a variadic one as the source.
def T_Y : T_Op<"y", [AllTypesMatch<["b", "res"]>]> {
  let arguments = (ins Variadic<AnyType>:$a, AnyType:$b);
  let results = (outs AnyType:$res);
}
