"builtin.module"() ({
  "func.func"() <{function_type = () -> (tensor<2x3xf32>, tensor<3xi32>, tensor<3x2xf32>, tensor<2xf32>, tensor<2xi32>), sym_name = "f"}> ({
    %0 = "onnx.Constant"() <{value = dense<[[1.500000e+00, 2.250000e+00, 3.125000e+00], [4.500000e+00, 5.250000e+00, 6.125000e+00]]> : tensor<2x3xf32>}> : () -> tensor<2x3xf32>
    %1 = "onnx.Constant"() <{value = dense<[-7, 8, -2147483647]> : tensor<3xi32>}> : () -> tensor<3xi32>
    %2 = "onnx.Constant"() <{value = dense<[[1.000000e+00, 4.000000e+00], [2.000000e+00, 5.000000e+00], [3.000000e+00, 6.000000e+00]]> : tensor<3x2xf32>}> : () -> tensor<3x2xf32>
    %3 = "onnx.Constant"() <{value = dense<[6.000000e+00, 1.500000e+01]> : tensor<2xf32>}> : () -> tensor<2xf32>
    %4 = "onnx.Constant"() <{value = dense<[3, -7]> : tensor<2xi32>}> : () -> tensor<2xi32>
    "func.return"(%0, %1, %2, %3, %4) : (tensor<2x3xf32>, tensor<3xi32>, tensor<3x2xf32>, tensor<2xf32>, tensor<2xi32>) -> ()
  }) : () -> ()
}) : () -> ()

