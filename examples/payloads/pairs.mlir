// A payload for examples/patterns/pairs.pdll: `patsat apply --patterns
// examples/patterns/pairs.pdll examples/payloads/pairs.mlir` rewrites it
// with MLIR's greedy driver semantics (same output as mlir-opt's
// --test-pdl-bytecode-pass on the same patterns).
func.func @pairs(%a: i32, %b: i32) -> (i32, i32) {
  %0 = "arith.addi"(%a, %a) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
  %1:2 = "x.pair"(%0) {note = "two results"} : (i32) -> (i32, i32)
  %2 = "arith.addi"(%1#1, %b) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
  func.return %1#0, %2 : i32, i32
}
