func.func @f(%x: tensor<4xi1>, %y: tensor<4xi1>) -> (tensor<4xi1>, tensor<4xi1>, tensor<4xi1>) {
  %t = "stablehlo.constant"() <{value = dense<true> : tensor<4xi1>}> : () -> tensor<4xi1>
  %f = "stablehlo.constant"() <{value = dense<false> : tensor<4xi1>}> : () -> tensor<4xi1>
  %0 = "stablehlo.compare"(%x, %t) <{comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<4xi1>, tensor<4xi1>) -> tensor<4xi1>
  %1 = "stablehlo.compare"(%y, %f) <{comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<4xi1>, tensor<4xi1>) -> tensor<4xi1>
  %2 = "stablehlo.compare"(%y, %f) <{comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<4xi1>, tensor<4xi1>) -> tensor<4xi1>
  return %0, %1, %2 : tensor<4xi1>, tensor<4xi1>, tensor<4xi1>
}
