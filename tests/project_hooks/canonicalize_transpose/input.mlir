"builtin.module"() ({
  "func.func"() <{function_type = (tensor<2x3x4xf32>) -> tensor<2x3x4xf32>, sym_name = "f"}> ({
  ^bb0(%arg0: tensor<2x3x4xf32>):
    %0 = "onnx.Transpose"(%arg0) {perm = [1, 2, 0]} : (tensor<2x3x4xf32>) -> tensor<3x4x2xf32>
    %1 = "onnx.Transpose"(%0) {perm = [2, 0, 1]} : (tensor<3x4x2xf32>) -> tensor<2x3x4xf32>
    "func.return"(%1) : (tensor<2x3x4xf32>) -> ()
  }) : () -> ()
}) : () -> ()
