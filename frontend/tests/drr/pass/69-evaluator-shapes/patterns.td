// Shape and type queries in CPreds run on the evaluator: isa/cast on builtin types, rank, static shape, element type, dimension sizes, element counts, a null attribute.
// CHECK: apply_native_constraint "isa<RankedTensorType>($0.getType()) && cast<ShapedType>($0.getType()).getRank() == 2 && cast<ShapedType>($0.getType()).hasStaticShape()"
include "DtOps.td"
include "mlir/IR/PatternBase.td"

def IsMatrix : Constraint<CPred<"::llvm::isa<::mlir::RankedTensorType>($0.getType()) && ::llvm::cast<::mlir::ShapedType>($0.getType()).getRank() == 2 && ::llvm::cast<::mlir::ShapedType>($0.getType()).hasStaticShape()">, "static matrix">;
def IsF32Elem : Constraint<CPred<"::llvm::cast<::mlir::ShapedType>($0.getType()).getElementType().isF32()">, "f32 elements">;
def IsSquare : Constraint<CPred<"::llvm::cast<::mlir::ShapedType>($0.getType()).getDimSize(0) == ::llvm::cast<::mlir::ShapedType>($0.getType()).getDimSize(1)">, "square">;
def FewElements : Constraint<CPred<"::llvm::isa<::mlir::ShapedType>($0.getType()) && ::llvm::cast<::mlir::ShapedType>($0.getType()).hasStaticShape() && ::llvm::cast<::mlir::ShapedType>($0.getType()).getNumElements() < 5">, "few elements">;
def NoNote : Constraint<CPred<"!$0">, "no note">;
def SquareF32 : Pat<(Dt_WrapOp $x), (Dt_InferOp $x), [(IsMatrix $x), (IsF32Elem $x), (IsSquare $x)]>;
def TagSmall : Pat<(Dt_SinkOp $x, $note), (Dt_SinkOp $x, ConstantStrAttr<StrAttr, "small">), [(FewElements $x), (NoNote $note)]>;
