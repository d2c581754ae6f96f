"builtin.module"() ({
  "func.func"() <{function_type = (tensor<2x3xf32>, tensor<1xi64>) -> (tensor<2x1xf32>, tensor<2x3xf32>), sym_name = "f"}> ({
  ^bb0(%arg0: tensor<2x3xf32>, %arg1: tensor<1xi64>):
    %0 = "onnx.Abs"(%arg0) : (tensor<2x3xf32>) -> tensor<*xf32>
    %1 = "onnx.ReduceSum"(%0, %arg1) <{keepdims = 1 : si64, noop_with_empty_axes = 0 : si64}> : (tensor<*xf32>, tensor<1xi64>) -> tensor<2x1xf32>
    %2 = "onnx.Softmax"(%arg0) <{axis = 1 : si64}> : (tensor<2x3xf32>) -> tensor<*xf32>
    %3 = "onnx.Log"(%2) : (tensor<*xf32>) -> tensor<2x3xf32>
    "func.return"(%1, %3) : (tensor<2x1xf32>, tensor<2x3xf32>) -> ()
  }) : () -> ()
}) : () -> ()

