"builtin.module"() ({
  "func.func"() <{function_type = () -> (tensor<2x3xf32>, tensor<3xi32>, tensor<3x2xf32>, tensor<2xf32>, tensor<2xi32>), sym_name = "f"}> ({
    %0 = "onnx.Constant"() <{value = dense<[2, 0]> : tensor<2xi32>}> : () -> tensor<2xi32>
    %1 = "onnx.Constant"() <{value = dense<[7, -7]> : tensor<2xi32>}> : () -> tensor<2xi32>
    %2 = "onnx.Constant"() <{value = dense<1> : tensor<1xi64>}> : () -> tensor<1xi64>
    %3 = "onnx.Constant"() <{value = dense<[7, -8, 2147483647]> : tensor<3xi32>}> : () -> tensor<3xi32>
    %4 = "onnx.Constant"() <{value = dense<[[1.000000e+00, 2.000000e+00, 3.000000e+00], [4.000000e+00, 5.000000e+00, 6.000000e+00]]> : tensor<2x3xf32>}> : () -> tensor<2x3xf32>
    %5 = "onnx.Constant"() <{value = dense<[5.000000e-01, 2.500000e-01, 1.250000e-01]> : tensor<3xf32>}> : () -> tensor<3xf32>
    %6 = "onnx.Add"(%4, %5) : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xf32>
    %7 = "onnx.Neg"(%3) : (tensor<3xi32>) -> tensor<3xi32>
    %8 = "onnx.Transpose"(%4) <{perm = [1, 0]}> : (tensor<2x3xf32>) -> tensor<3x2xf32>
    %9 = "onnx.ReduceSum"(%4, %2) <{keepdims = 0 : si64, noop_with_empty_axes = 0 : si64}> : (tensor<2x3xf32>, tensor<1xi64>) -> tensor<2xf32>
    %10 = "onnx.Div"(%1, %0) : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi32>
    "func.return"(%6, %7, %8, %9, %10) : (tensor<2x3xf32>, tensor<3xi32>, tensor<3x2xf32>, tensor<2xf32>, tensor<2xi32>) -> ()
  }) : () -> ()
}) : () -> ()

