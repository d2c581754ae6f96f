// Stresses: block predecessor comments: sorted by block number, one entry per
// CFG edge (duplicates kept), self loops, back edges, unregistered terminators.
"x.r"() ({
  "x.br"()[^bb3] : () -> ()
^bb1:
  "x.br"()[^bb2, ^bb2, ^bb1] : () -> ()
^bb2:
  "x.br"()[^bb1] : () -> ()
^bb3:
  "x.br"()[^bb1, ^bb3] : () -> ()
}) : () -> ()
