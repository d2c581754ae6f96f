func.func @f(%x: tensor<2x3xf32>, %axes: tensor<1xi64>) -> (tensor<2x1xf32>, tensor<2x3xf32>) {
  %0 = "onnx.ReduceL1"(%x, %axes) {keepdims = 1 : si64, noop_with_empty_axes = 0 : si64} : (tensor<2x3xf32>, tensor<1xi64>) -> tensor<2x1xf32>
  %1 = "onnx.LogSoftmax"(%x) {axis = 1 : si64} : (tensor<2x3xf32>) -> tensor<2x3xf32>
  return %0, %1 : tensor<2x1xf32>, tensor<2x3xf32>
}
