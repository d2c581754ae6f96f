// DtOps.td and ops whose custom builders have bodies of several
// statements: locals, if/else, assignment, delegation to the generated
// builder (dt.pack), and additions to the operation state (dt.stack).
#ifndef DT_OPS_75
#define DT_OPS_75
include "DtOps.td"

def Dt_PackOp : Dt_Op<"pack", [Pure]> {
  let arguments = (ins AnyType:$x, AnyType:$y);
  let results = (outs AnyType:$res);
  let builders = [OpBuilder<(ins "::mlir::Value":$x, "::mlir::Value":$y), [{
    auto xt = x.getType();
    ::mlir::Type resultType = xt;
    if (::mlir::isa<::mlir::IntegerType>(xt) && ::mlir::cast<::mlir::IntegerType>(xt).getWidth() < 32) {
      resultType = $_builder.getI32Type();
    } else {
      auto st = ::mlir::dyn_cast<::mlir::ShapedType>(y.getType());
      if (st && st.hasRank())
        resultType = ::mlir::RankedTensorType::get({st.getRank()}, xt);
    }
    assert(resultType && "a result type");
    build($_builder, $_state, resultType, x, y);
  }]>];
}

def Dt_StackOp : Dt_Op<"stack", [Pure]> {
  let arguments = (ins AnyType:$a, AnyType:$b);
  let results = (outs AnyType:$res);
  let builders = [OpBuilder<(ins "::mlir::Value":$a, "::mlir::Value":$b), [{
    ::llvm::SmallVector<::mlir::Type, 2> types;
    if (a.getType() == b.getType())
      types.push_back(::mlir::VectorType::get({2}, a.getType()));
    else
      types.push_back(b.getType());
    $_state.addOperands(a);
    $_state.addOperands(b);
    $_state.addTypes(types);
  }]>];
}
#endif
