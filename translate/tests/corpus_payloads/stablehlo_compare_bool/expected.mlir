"builtin.module"() ({
  "func.func"() <{function_type = (tensor<4xi1>, tensor<4xi1>) -> (tensor<4xi1>, tensor<4xi1>, tensor<4xi1>), sym_name = "f"}> ({
  ^bb0(%arg0: tensor<4xi1>, %arg1: tensor<4xi1>):
    %0 = "stablehlo.constant"() <{value = dense<false> : tensor<4xi1>}> : () -> tensor<4xi1>
    %1 = "stablehlo.compare"(%arg1, %0) <{comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<4xi1>, tensor<4xi1>) -> tensor<4xi1>
    "func.return"(%arg0, %arg1, %1) : (tensor<4xi1>, tensor<4xi1>, tensor<4xi1>) -> ()
  }) : () -> ()
}) : () -> ()

