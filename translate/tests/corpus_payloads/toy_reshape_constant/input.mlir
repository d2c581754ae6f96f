"toy.func"() <{function_type = () -> tensor<3x2xf64>, sym_name = "f"}> ({
  %0 = "toy.constant"() <{value = dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : tensor<2x3xf64>}> : () -> tensor<2x3xf64>
  %1 = "toy.reshape"(%0) : (tensor<2x3xf64>) -> tensor<3x2xf64>
  %2 = "toy.constant"() <{value = dense<7.0> : tensor<4xf64>}> : () -> tensor<4xf64>
  %3 = "toy.reshape"(%2) : (tensor<4xf64>) -> tensor<2x2xf64>
  "toy.print"(%3) : (tensor<2x2xf64>) -> ()
  "toy.return"(%1) : (tensor<3x2xf64>) -> ()
}) : () -> ()
