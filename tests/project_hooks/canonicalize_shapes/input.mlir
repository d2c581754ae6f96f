"builtin.module"() ({
  "func.func"() <{function_type = (tensor<2x?x5xf32>, tensor<2x3x5xf32>) -> (tensor<i64>, tensor<1xi64>, tensor<1xi64>, tensor<2x3x5xf32>), sym_name = "f"}> ({
  ^bb0(%arg0: tensor<2x?x5xf32>, %arg1: tensor<2x3x5xf32>):
    %0 = "onnx.Size"(%arg1) : (tensor<2x3x5xf32>) -> tensor<i64>
    %1 = "onnx.Dim"(%arg0) {axis = 2 : si64} : (tensor<2x?x5xf32>) -> tensor<1xi64>
    %2 = "onnx.Dim"(%arg0) {axis = 1 : si64} : (tensor<2x?x5xf32>) -> tensor<1xi64>
    %3 = "onnx.Constant"() {value = dense<[2, 3, 5]> : tensor<3xi64>} : () -> tensor<3xi64>
    %4 = "onnx.Reshape"(%arg1, %3) {allowzero = 0 : si64} : (tensor<2x3x5xf32>, tensor<3xi64>) -> tensor<2x3x5xf32>
    "func.return"(%0, %1, %2, %4) : (tensor<i64>, tensor<1xi64>, tensor<1xi64>, tensor<2x3x5xf32>) -> ()
  }) : () -> ()
}) : () -> ()
