"builtin.module"() ({
  "x.r"() ({
    "x.br"()[^bb3] : () -> ()
  ^bb1:  // 3 preds: ^bb1, ^bb2, ^bb3
    "x.br"()[^bb2, ^bb2, ^bb1] : () -> ()
  ^bb2:  // 2 preds: ^bb1, ^bb1
    "x.br"()[^bb1] : () -> ()
  ^bb3:  // 2 preds: ^bb0, ^bb3
    "x.br"()[^bb1, ^bb3] : () -> ()
  }) : () -> ()
}) : () -> ()

