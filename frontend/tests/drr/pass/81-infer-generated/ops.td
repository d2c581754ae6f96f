// DtOps.td and ops whose result types mlir-tblgen's generated
// inferReturnTypes computes from ODS (DeclareOpInterfaceMethods of
// InferTypeOpInterface, or no interface at all): AllTypesMatch with an
// operand or a typed attribute, TypesMatchWith, a buildable type, and a
// chain through another result.
#ifndef DT_OPS_76
#define DT_OPS_76
include "DtOps.td"
include "mlir/IR/BuiltinAttributeInterfaces.td"

def Dt_MatchOp : Dt_Op<"match", [Pure, DeclareOpInterfaceMethods<InferTypeOpInterface>,
    AllTypesMatch<["y", "res"]>]> {
  let arguments = (ins AnyType:$x, AnyType:$y);
  let results = (outs AnyType:$res);
}
def Dt_FlagOp : Dt_Op<"flag", [Pure, DeclareOpInterfaceMethods<InferTypeOpInterface>]> {
  let arguments = (ins AnyType:$x);
  let results = (outs I1:$res);
}
def Dt_ElemOp : Dt_Op<"elem", [Pure, DeclareOpInterfaceMethods<InferTypeOpInterface>,
    TypesMatchWith<"res is the element type of x", "x", "res",
                   "::llvm::cast<::mlir::ShapedType>($_self).getElementType()">]> {
  let arguments = (ins AnyTensor:$x);
  let results = (outs AnyType:$res);
}
def Dt_TwinOp : Dt_Op<"twin", [Pure, DeclareOpInterfaceMethods<InferTypeOpInterface>,
    AllTypesMatch<["res", "res2"]>, AllTypesMatch<["x", "res"]>]> {
  let arguments = (ins AnyType:$x);
  let results = (outs AnyType:$res, AnyType:$res2);
}
def Dt_TypedOp : Dt_Op<"typed", [Pure, DeclareOpInterfaceMethods<InferTypeOpInterface>,
    AllTypesMatch<["a", "res"]>]> {
  let arguments = (ins TypedAttrInterface:$a);
  let results = (outs AnyType:$res);
}
#endif
