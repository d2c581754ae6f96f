// Stresses: callsite locations (simple, nested chains, with names and fused
// parts), plus block-argument locations and func arg locations.
func.func @f(%arg0: i32 loc("arg.mlir":1:1), %arg1: f32 loc("argname"("arg.mlir":2:2))) {
  "x.a"() : () -> () loc(callsite("callee.mlir":1:1 at "caller.mlir":2:2))
  "x.b"() : () -> () loc(callsite(callsite("a":1:1 at "b":2:2) at "c":3:3))
  "x.c"() : () -> () loc(callsite("fn"("callee.mlir":5:5) at fused["c1":1:1, "c2":2:2]))
  "x.r"() ({
  ^bb0(%x: i8 loc("blk.mlir":9:9), %y: i8):
    "x.t"() : () -> () loc("t.mlir":1:1)
  }) : () -> () loc("r.mlir":1:1)
  func.return loc("ret.mlir":1:1)
} loc("func.mlir":1:1)
