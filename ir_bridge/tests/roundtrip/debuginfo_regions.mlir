// Stresses: debuginfo printing combined with regions/blocks/successors and
// operations without explicit locations (default loc = parse position).
func.func @g(%c: i1) {
  cf.cond_br %c, ^bb1, ^bb2 loc("cfg.mlir":1:1)
^bb1:
  cf.br ^bb2
^bb2:
  "x.op"() ({
    "x.inner"() : () -> ()
  }, {
  }) : () -> ()
  return
}
