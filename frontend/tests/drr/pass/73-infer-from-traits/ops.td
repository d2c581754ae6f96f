// DtOps.td and one op that declares InferTypeOpInterface and whose traits
// fix its result type (the operand's shape and element type).
#ifndef DT_OPS_73
#define DT_OPS_73
include "DtOps.td"

def Dt_SameShapeOp : Dt_Op<"same_shape", [Pure, SameOperandsAndResultShape,
    SameOperandsAndResultElementType, DeclareOpInterfaceMethods<InferTypeOpInterface>]> {
  let arguments = (ins AnyType:$x);
  let results = (outs AnyType:$res);
}
#endif
