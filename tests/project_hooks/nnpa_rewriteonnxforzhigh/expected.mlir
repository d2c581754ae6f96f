"builtin.module"() ({
  "func.func"() <{function_type = (tensor<4x8xf32>, tensor<8x16xf32>) -> tensor<4x16xf32>, sym_name = "f"}> ({
  ^bb0(%arg0: tensor<4x8xf32>, %arg1: tensor<8x16xf32>):
    %0 = "onnx.MatMul"(%arg0, %arg1) : (tensor<4x8xf32>, tensor<8x16xf32>) -> tensor<4x16xf32>
    "func.return"(%0) : (tensor<4x16xf32>) -> ()
  }) : () -> ()
}) : () -> ()

