"builtin.module"() ({
  "func.func"() <{function_type = (tensor<2x3xf32>) -> (tensor<f32>, tensor<3xi64>, tensor<i64>, tensor<2x3xf32>), sym_name = "f"}> ({
  ^bb0(%arg0: tensor<2x3xf32>):
    %0 = "onnx.Constant"() <{value = dense<1.500000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1 = "onnx.Constant"() <{value = dense<[4, 5, 6]> : tensor<3xi64>}> : () -> tensor<3xi64>
    %2 = "onnx.Constant"() <{value = dense<-3> : tensor<i64>}> : () -> tensor<i64>
    %3 = "onnx.Constant"() <{value = dense<[1.000000e+00, 2.000000e+00, 3.500000e+00]> : tensor<3xf32>}> : () -> tensor<3xf32>
    %4 = "onnx.Sub"(%arg0, %3) : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xf32>
    "func.return"(%0, %1, %2, %4) : (tensor<f32>, tensor<3xi64>, tensor<i64>, tensor<2x3xf32>) -> ()
  }) : () -> ()
}) : () -> ()

