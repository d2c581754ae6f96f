"builtin.module"() ({
  "func.func"() <{function_type = (tensor<128x64xf32>) -> (tensor<128x64xf32>, tensor<64x128xf32>, tensor<128x64xf32>), sym_name = "f"}> ({
  ^bb0(%arg0: tensor<128x64xf32>):
    %0 = "onnx.ShapeTransform"(%arg0) <{index_map = affine_map<(d0, d1) -> (d1, d0)>}> : (tensor<128x64xf32>) -> tensor<64x128xf32>
    "func.return"(%arg0, %0, %arg0) : (tensor<128x64xf32>, tensor<64x128xf32>, tensor<128x64xf32>) -> ()
  }) : () -> ()
}) : () -> ()

