"builtin.module"() ({
  "func.func"() <{function_type = (tensor<2x?x5xf32>, tensor<2x3x5xf32>) -> (tensor<i64>, tensor<1xi64>, tensor<1xi64>, tensor<2x3x5xf32>), sym_name = "f"}> ({
  ^bb0(%arg0: tensor<2x?x5xf32>, %arg1: tensor<2x3x5xf32>):
    %0 = "onnx.Constant"() <{value = dense<30> : tensor<i64>}> : () -> tensor<i64>
    %1 = "onnx.Constant"() <{value = dense<5> : tensor<1xi64>}> : () -> tensor<1xi64>
    %2 = "onnx.Dim"(%arg0) <{axis = 1 : si64}> : (tensor<2x?x5xf32>) -> tensor<1xi64>
    "func.return"(%0, %1, %2, %arg1) : (tensor<i64>, tensor<1xi64>, tensor<1xi64>, tensor<2x3x5xf32>) -> ()
  }) : () -> ()
}) : () -> ()

