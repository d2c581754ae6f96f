// Operand type constraints of LLVM's core ODS (their predicates use lambdas over element types) run on the evaluator: tensor and vector element types, static shapes, ranks.
// CHECK: apply_native_constraint "(isa<TensorType>($_self)) && ([](Type elementType){return(elementType.isF32());}(cast<ShapedType>($_self).getElementType()))"
include "DtOps.td"
include "mlir/IR/PatternBase.td"

def NoNote : Constraint<CPred<"!$0">, "no note">;

def F32TensorSink : Pat<(Dt_SinkOp TensorOf<[F32]>:$x, $n), (Dt_SinkOp $x, ConstantStrAttr<StrAttr, "f32-tensor">), [(NoNote $n)]>;
def StaticSink : Pat<(Dt_SinkOp AnyStaticShapeTensor:$x, $n), (Dt_SinkOp $x, ConstantStrAttr<StrAttr, "static">), [(NoNote $n)]>;
def VectorSink : Pat<(Dt_SinkOp VectorOfRankAndType<[1], [I8, I16]>:$x, $n), (Dt_SinkOp $x, ConstantStrAttr<StrAttr, "small-int-vector">), [(NoNote $n)]>;
def IntOrIndexSink : Pat<(Dt_SinkOp AnySignlessIntegerOrIndex:$x, $n), (Dt_SinkOp $x, ConstantStrAttr<StrAttr, "int-or-index">), [(NoNote $n)]>;
