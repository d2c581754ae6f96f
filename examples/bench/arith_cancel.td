// DialEgg's arithmetic cancellations in DRR (one of the sets of the bench
// suite; see README.md): the integer rules of arith_cancel.pdll, so the
// two frontends can be compared on the same payloads. Default-valued
// attributes (`overflowFlags`, `isExact`) are ignored with `$_`, so the
// patterns need no native code (like frontend/tests/drr/pass/07-ignore-arg).
// DivMulCancel and DivMulCancelSwapped overlap at `arith.divsi` with the
// same benefit on purpose: for `(c * c) / c` order decides.
include "mlir/Dialect/Arith/IR/ArithOps.td"
include "mlir/IR/PatternBase.td"

// (x * c) / c -> x
def DivMulCancel : Pat<(Arith_DivSIOp (Arith_MulIOp $x, $c, $_), $c, $_), (replaceWithValue $x)>;
// (c * x) / c -> x
def DivMulCancelSwapped : Pat<(Arith_DivSIOp (Arith_MulIOp $c, $x, $_), $c, $_), (replaceWithValue $x)>;
// (a + b) - b -> a
def AddSubCancel : Pat<(Arith_SubIOp (Arith_AddIOp $a, $b, $_), $b, $_), (replaceWithValue $a)>;
// (a - b) + b -> a
def SubAddCancel : Pat<(Arith_AddIOp (Arith_SubIOp $a, $b, $_), $b, $_), (replaceWithValue $a)>;
