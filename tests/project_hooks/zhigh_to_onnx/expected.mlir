"builtin.module"() ({
  "func.func"() <{function_type = (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>, sym_name = "f"}> ({
  ^bb0(%arg0: tensor<2x3xf32>, %arg1: tensor<2x3xf32>):
    %0 = "onnx.Relu"(%arg0) : (tensor<2x3xf32>) -> tensor<2x3xf32>
    %1 = "onnx.Relu"(%arg1) : (tensor<2x3xf32>) -> tensor<2x3xf32>
    %2 = "onnx.Add"(%0, %1) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
    "func.return"(%2) : (tensor<2x3xf32>) -> ()
  }) : () -> ()
}) : () -> ()

