"builtin.module"() ({
  "func.func"() <{function_type = (tensor<2x3x4xf32>) -> tensor<2x3x4xf32>, sym_name = "f"}> ({
  ^bb0(%arg0: tensor<2x3x4xf32>):
    "func.return"(%arg0) : (tensor<2x3x4xf32>) -> ()
  }) : () -> ()
}) : () -> ()

