"builtin.module"() ({
  "func.func"() <{function_type = () -> (tensor<2x2xf32>, tensor<4xi64>, tensor<2x2xi64>, tensor<2x2xf32>, tensor<2x3xf32>, tensor<2xf32>, tensor<3xi32>, tensor<2xf32>, tensor<2xf32>, tensor<2x3xi64>, tensor<3xi32>), sym_name = "f"}> ({
    %0 = "onnx.Constant"() <{value = dense<0> : tensor<3xi32>}> : () -> tensor<3xi32>
    %1 = "onnx.Constant"() <{value = dense<[[5.000000e-01, 4.000000e+00], [1.500000e+00, 8.000000e+00]]> : tensor<2x2xf32>}> : () -> tensor<2x2xf32>
    %2 = "onnx.Constant"() <{value = dense<[1, 2, 3, 4]> : tensor<4xi64>}> : () -> tensor<4xi64>
    %3 = "onnx.Constant"() <{value = dense<[[10, 30], [30, 20]]> : tensor<2x2xi64>}> : () -> tensor<2x2xi64>
    %4 = "onnx.Constant"() <{value = dense<[[1.000000e+00, 0.000000e+00], [3.000000e+00, 2.000000e+00]]> : tensor<2x2xf32>}> : () -> tensor<2x2xf32>
    %5 = "onnx.Constant"() <{value = dense<[[1.000000e+00, 2.000000e+00, 3.000000e+00], [1.000000e+00, 2.000000e+00, 3.000000e+00]]> : tensor<2x3xf32>}> : () -> tensor<2x3xf32>
    %6 = "onnx.Constant"() <{value = dense<[2.000000e+00, 3.000000e+00]> : tensor<2xf32>}> : () -> tensor<2xf32>
    %7 = "onnx.Constant"() <{value = dense<[2, -2, 300]> : tensor<3xi32>}> : () -> tensor<3xi32>
    %8 = "onnx.Constant"() <{value = dense<[4.000000e+00, 5.000000e+00]> : tensor<2xf32>}> : () -> tensor<2xf32>
    %9 = "onnx.Constant"() <{value = dense<[2.000000e+00, 1.41421354]> : tensor<2xf32>}> : () -> tensor<2xf32>
    %10 = "onnx.Constant"() <{value = dense<7> : tensor<2x3xi64>}> : () -> tensor<2x3xi64>
    %11 = "x.input"() : () -> tensor<3x2xi32>
    "func.return"(%1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %0) : (tensor<2x2xf32>, tensor<4xi64>, tensor<2x2xi64>, tensor<2x2xf32>, tensor<2x3xf32>, tensor<2xf32>, tensor<3xi32>, tensor<2xf32>, tensor<2xf32>, tensor<2x3xi64>, tensor<3xi32>) -> ()
  }) : () -> ()
}) : () -> ()

