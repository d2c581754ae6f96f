// Attribute queries, arithmetic, ternaries, braced lists and builder getters in NativeCodeCalls and CPreds run on the evaluator.
// CHECK: apply_native_rewrite "$_builder.getI32IntegerAttr($0.getInt()*2)"
include "DtOps.td"
include "mlir/IR/PatternBase.td"

def Doubled : NativeCodeCall<"$_builder.getI32IntegerAttr($0.getInt() * 2)">;
def SignOf : NativeCodeCall<"$_builder.getStringAttr($0.getInt() < 0 ? \"neg\" : \"nonneg\")">;
def PairOf : NativeCodeCall<"$_builder.getI64ArrayAttr({::llvm::cast<::mlir::IntegerAttr>($0).getInt(), 1})">;
def IsEven : Constraint<CPred<"::llvm::cast<::mlir::IntegerAttr>($0).getValue().getSExtValue() % 2 == 0">, "even">;
def IsIntAttr : Constraint<CPred<"::llvm::isa<::mlir::IntegerAttr>($0)">, "integer attribute">;
def DoubleEven : Pat<(Dt_TagOp (Dt_ConstOp $v), ConstantStrAttr<StrAttr, "double">), (Dt_ConstOp (Doubled $v)), [(IsEven $v)]>;
def TagSign : Pat<(Dt_TagOp (Dt_ConstOp $v), ConstantStrAttr<StrAttr, "sign">), (Dt_TagOp (Dt_ConstOp $v), (SignOf $v))>;
def IntToPair : Pat<(Dt_AnyOp $x, $a), (Dt_AnyOp $x, (PairOf $a)), [(IsIntAttr $a)]>;
