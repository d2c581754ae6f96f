// Native names are normalized: member casts, namespaces, whitespace.
// CHECK: apply_native_constraint "isa<IntegerType>($0.getType()) && cast<IntegerType>($0.getType()).getWidth() == 32"
include "DtOps.td"
include "mlir/IR/PatternBase.td"

def IsI32 : Constraint<CPred<"$0.getType().isa<::mlir::IntegerType>()  &&\n   ::llvm::cast<::mlir::IntegerType>($0.getType()).getWidth() == 32">, "i32">;
def WrapInt : Pat<(Dt_WrapOp $x), (replaceWithValue $x), [(IsI32 $x)]>;
