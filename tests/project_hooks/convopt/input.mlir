"builtin.module"() ({
  "func.func"() <{function_type = (tensor<1x3x8x8xf32>, tensor<4x3x1x1xf32>) -> tensor<1x4x8x8xf32>, sym_name = "f"}> ({
  ^bb0(%arg0: tensor<1x3x8x8xf32>, %arg1: tensor<4x3x1x1xf32>):
    %0 = "onnx.NoValue"() {value} : () -> none
    %1 = "onnx.Conv"(%arg0, %arg1, %0) {auto_pad = "NOTSET", group = 1 : si64} : (tensor<1x3x8x8xf32>, tensor<4x3x1x1xf32>, none) -> tensor<1x4x8x8xf32>
    "func.return"(%1) : (tensor<1x4x8x8xf32>) -> ()
  }) : () -> ()
}) : () -> ()
