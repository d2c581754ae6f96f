// C++ helpers of the DRR tests' NativeCodeCall / CPred snippets, for
// drr-oracle (--natives). Included after the op class declarations.
#include "llvm/Support/MathExtras.h"

static bool isPowerOfTwoAttr(mlir::Attribute a) {
  auto i = llvm::dyn_cast_or_null<mlir::IntegerAttr>(a);
  return i && i.getInt() > 0 && llvm::isPowerOf2_64(i.getInt());
}
static mlir::IntegerAttr log2Attr(mlir::Builder &b, mlir::Attribute a) {
  return b.getI32IntegerAttr(llvm::Log2_64(llvm::cast<mlir::IntegerAttr>(a).getInt()));
}
static mlir::IntegerAttr addAttrs(mlir::Builder &b, mlir::Attribute x, mlir::Attribute y) {
  return b.getI32IntegerAttr(llvm::cast<mlir::IntegerAttr>(x).getInt() +
                             llvm::cast<mlir::IntegerAttr>(y).getInt());
}
static mlir::IntegerAttr subAttrs(mlir::Builder &b, mlir::Attribute x, mlir::Attribute y) {
  return b.getI32IntegerAttr(llvm::cast<mlir::IntegerAttr>(x).getInt() -
                             llvm::cast<mlir::IntegerAttr>(y).getInt());
}
static mlir::IntegerAttr sumAttrs(mlir::Builder &b, mlir::Attribute x, mlir::Attribute y,
                                  mlir::Attribute z) {
  return b.getI32IntegerAttr(llvm::cast<mlir::IntegerAttr>(x).getInt() +
                             llvm::cast<mlir::IntegerAttr>(y).getInt() +
                             llvm::cast<mlir::IntegerAttr>(z).getInt());
}
static mlir::StringAttr labelOf(mlir::Builder &b, mlir::Attribute a) {
  if (!a) return b.getStringAttr("none");
  return b.getStringAttr("a=" + std::to_string(llvm::cast<mlir::IntegerAttr>(a).getInt()));
}
// Out-parameter matcher: $_self is the defining op of the operand.
static mlir::LogicalResult matchConstValue(mlir::Operation *op, mlir::Attribute &value) {
  if (!op || op->getName().getStringRef() != "dt.const") return mlir::failure();
  value = op->getAttr("value");
  return mlir::success();
}
// Two results: (lhs, rhs) swapped.
static llvm::SmallVector<mlir::Value, 2> swapPair(mlir::Value a, mlir::Value b) {
  return {b, a};
}
// Builds a whole op.
static mlir::Value makeNeg(mlir::PatternRewriter &rewriter, mlir::Location loc, mlir::Value x) {
  return dt::NegOp::create(rewriter, loc, x);
}
static void touch(mlir::PatternRewriter &rewriter, mlir::Operation *op) {
  rewriter.modifyOpInPlace(op, [&] { op->setAttr("touched", rewriter.getUnitAttr()); });
}
// dt.infer: the result has the operand's type.
::llvm::LogicalResult dt::InferOp::inferReturnTypes(
    ::mlir::MLIRContext *, ::std::optional<::mlir::Location>, ::mlir::ValueRange operands,
    ::mlir::DictionaryAttr, ::mlir::OpaqueProperties, ::mlir::RegionRange,
    ::llvm::SmallVectorImpl<::mlir::Type> &inferredReturnTypes) {
  inferredReturnTypes.push_back(operands[0].getType());
  return ::mlir::success();
}
// touch(value): marks the op defining `v`, if any.
static void touch(mlir::PatternRewriter &rewriter, mlir::Value v) {
  if (mlir::Operation *op = v.getDefiningOp())
    touch(rewriter, op);
}
