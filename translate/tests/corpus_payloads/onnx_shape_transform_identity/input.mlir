func.func @f(%x: tensor<128x64xf32>) -> (tensor<128x64xf32>, tensor<64x128xf32>, tensor<128x64xf32>) {
  %0 = "onnx.ShapeTransform"(%x) {index_map = affine_map<(d0, d1) -> (d0, d1)>} : (tensor<128x64xf32>) -> tensor<128x64xf32>
  %1 = "onnx.ShapeTransform"(%x) {index_map = affine_map<(d0, d1) -> (d1, d0)>} : (tensor<128x64xf32>) -> tensor<64x128xf32>
  %2 = "onnx.ShapeTransform"(%x) {index_map = affine_map<(i, j)[s0] -> (i, j)>} : (tensor<128x64xf32>) -> tensor<128x64xf32>
  return %0, %1, %2 : tensor<128x64xf32>, tensor<64x128xf32>, tensor<128x64xf32>
}
