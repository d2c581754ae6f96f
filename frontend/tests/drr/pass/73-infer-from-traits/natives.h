// C++ of case 73 (drr-oracle --natives): the common natives, and
// dt.same_shape's inferReturnTypes (the operand's type).
#include "../../common/natives.h"

::llvm::LogicalResult dt::SameShapeOp::inferReturnTypes(
    ::mlir::MLIRContext *, ::std::optional<::mlir::Location>, ::mlir::ValueRange operands,
    ::mlir::DictionaryAttr, ::mlir::OpaqueProperties, ::mlir::RegionRange,
    ::llvm::SmallVectorImpl<::mlir::Type> &inferredReturnTypes) {
  inferredReturnTypes.push_back(operands[0].getType());
  return ::mlir::success();
}
