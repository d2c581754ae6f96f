"builtin.module"() ({
  "func.func"() <{function_type = () -> (tensor<2x3xf32>, tensor<3xi32>, tensor<3x2xf32>, tensor<2xf32>, tensor<2xi32>), sym_name = "f"}> ({
    %0 = "onnx.Constant"() {value = dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : tensor<2x3xf32>} : () -> tensor<2x3xf32>
    %1 = "onnx.Constant"() {value = dense<[0.5, 0.25, 0.125]> : tensor<3xf32>} : () -> tensor<3xf32>
    %2 = "onnx.Add"(%0, %1) : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xf32>
    %3 = "onnx.Constant"() {value = dense<[7, -8, 2147483647]> : tensor<3xi32>} : () -> tensor<3xi32>
    %4 = "onnx.Neg"(%3) : (tensor<3xi32>) -> tensor<3xi32>
    %5 = "onnx.Transpose"(%0) {perm = [1, 0]} : (tensor<2x3xf32>) -> tensor<3x2xf32>
    %6 = "onnx.NoValue"() {value} : () -> none
    %7 = "onnx.ReduceSum"(%0, %6) {keepdims = 0 : si64, noop_with_empty_axes = 0 : si64} : (tensor<2x3xf32>, none) -> tensor<f32>
    %8 = "onnx.Constant"() {value = dense<1> : tensor<1xi64>} : () -> tensor<1xi64>
    %9 = "onnx.ReduceSum"(%0, %8) {keepdims = 0 : si64, noop_with_empty_axes = 0 : si64} : (tensor<2x3xf32>, tensor<1xi64>) -> tensor<2xf32>
    %10 = "onnx.Constant"() {value = dense<[7, -7]> : tensor<2xi32>} : () -> tensor<2xi32>
    %11 = "onnx.Constant"() {value = dense<[2, 0]> : tensor<2xi32>} : () -> tensor<2xi32>
    %12 = "onnx.Div"(%10, %11) : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi32>
    "func.return"(%2, %4, %5, %9, %12) : (tensor<2x3xf32>, tensor<3xi32>, tensor<3x2xf32>, tensor<2xf32>, tensor<2xi32>) -> ()
  }) : () -> ()
}) : () -> ()
