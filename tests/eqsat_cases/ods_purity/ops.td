// The ops of this case, described in ODS: `x.add`, `x.mul` and `x.sub`
// are `Pure` (no memory effects), `x.load` declares none of its effects
// (unknown effects: impure).
include "mlir/IR/OpBase.td"
include "mlir/Interfaces/SideEffectInterfaces.td"

def X_Dialect : Dialect {
  let name = "x";
}

class X_Op<string mnemonic, list<Trait> traits = []> : Op<X_Dialect, mnemonic, traits>;

def X_AddOp : X_Op<"add", [Pure]> {
  let arguments = (ins I32:$lhs, I32:$rhs);
  let results = (outs I32:$res);
}
def X_MulOp : X_Op<"mul", [Pure]> {
  let arguments = (ins I32:$lhs, I32:$rhs);
  let results = (outs I32:$res);
}
def X_SubOp : X_Op<"sub", [Pure]> {
  let arguments = (ins I32:$lhs, I32:$rhs);
  let results = (outs I32:$res);
}
def X_LoadOp : X_Op<"load"> {
  let arguments = (ins I32:$addr);
  let results = (outs I32:$res);
}
