// Constants of LLVM's core attribute kinds built by their constant builders (the built-in table and the evaluator): integers of each signedness, floats, bool, index, unit, arrays, dense arrays, strings.
// CHECK: apply_native_rewrite "$_builder.getIntegerAttr($_builder.getIntegerType(64), $0)"
include "DtOps.td"
include "mlir/IR/PatternBase.td"

class Const<string label, Attr a, string v> : Pat<(Dt_AnyOp $x, ConstantStrAttr<StrAttr, label>), (Dt_AnyOp $x, ConstantAttr<a, v>)>;
def C01 : Const<"i64", I64Attr, "-5">;
def C02 : Const<"si8", SI8Attr, "-3">;
def C03 : Const<"ui16", UI16Attr, "65535">;
def C04 : Const<"f32", F32Attr, "0.1">;
def C05 : Const<"f64", F64Attr, "1e-3">;
def C06 : Const<"bool", BoolAttr, "true">;
def C07 : Const<"index", IndexAttr, "7">;
def C08 : Const<"unit", UnitAttr, "true">;
def C09 : Const<"arr", I64ArrayAttr, "{1, 2, 3}">;
def C10 : Const<"darr", DenseI32ArrayAttr, "{4, 5}">;
def C11 : Pat<(Dt_AnyOp $x, ConstantStrAttr<StrAttr, "str">), (Dt_AnyOp $x, ConstantStrAttr<StrAttr, "hello">)>;
def C12 : Const<"i1", BoolAttr, "false">;
def C13 : Const<"hex", I32Attr, "0x7fffffff">;
def C14 : Const<"i32arr", I32ArrayAttr, "{7}">;
