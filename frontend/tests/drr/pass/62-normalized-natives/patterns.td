// Native names are normalized: namespaces, whitespace, comments, outer parentheses.
// CHECK: apply_native_constraint "isa<IntegerType>($0.getType()) && cast<IntegerType>($0.getType()).getWidth() == 32"
include "DtOps.td"
include "mlir/IR/PatternBase.td"

def IsI32 : Constraint<CPred<"::llvm::isa< ::mlir::IntegerType >( $0.getType() )  &&\n   ::llvm::cast<::mlir::IntegerType>($0.getType()).getWidth()==32 /* i32 */">, "i32">;
def WrapInt : Pat<(Dt_WrapOp $x), (replaceWithValue $x), [(IsI32 $x)]>;
