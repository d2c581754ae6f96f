// A bound nested op with a fixed number of results: `$d__N` is its result N whichever result the operand was (one PDL pattern per result the operand may be), in the result pattern and in additional constraints.
// CHECK: pdl.pattern @TagOfDivRem__1
// CHECK: pdl.pattern @NegOfThree__2
include "ops.td"
include "mlir/IR/PatternBase.td"

def TagOfDivRem : Pat<(Dt_TagOp (Dt_DivRemOp:$d $x, $y), $l), (Dt_AddOp $d__1, $x)>;
def NegOfThree : Pat<(Dt_NegOp (Dt_ThreeOp:$t $x)), (Dt_SubOp $t__2, $t__0)>;
def SameValue : Constraint<CPred<"$0 == $1">, "the same value">;
def AddOfQuotRem : Pat<(Dt_AddOp (Dt_DivRemOp:$d $x, $y), $z), (Dt_SubOp $d__0, $x), [(SameValue $z, $d__1)]>;
