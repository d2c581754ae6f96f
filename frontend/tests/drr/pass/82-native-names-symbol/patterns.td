// A NativeCodeCall naming bound symbols of the source pattern directly (mlir-tblgen pastes the text where each symbol is a local: an operand range, an attribute), as onnx-mlir's getNth<0, "x"> does.
// CHECK: apply_native_rewrite "ValueRange{$0}[0]"
// CHECK: apply_native_rewrite "$_builder.getI32IntegerAttr($0.getInt()+1)"
include "DtOps.td"
include "mlir/IR/PatternBase.td"

def TwoInputs : Constraint<CPred<"$0.size() == 2">, "two inputs">;
def ThreeInputs : Constraint<CPred<"$0.size() == 3">, "three inputs">;
def ConcatToAdd : Pat<(Dt_ConcatOp $xs, $axis),
                      (Dt_AddOp (NativeCodeCall<"xs[0]">), (NativeCodeCall<"xs[1]">)),
                      [(TwoInputs $xs)]>;
def ConcatOneToConst : Pat<(Dt_ConcatOp $ys, $axis),
                           (Dt_ConstOp (NativeCodeCall<"$_builder.getI32IntegerAttr(axis.getInt() + 1)">)),
                           [(ThreeInputs $ys)]>;
