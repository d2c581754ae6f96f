"builtin.module"() ({
  "func.func"() <{function_type = (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>, sym_name = "f"}> ({
  ^bb0(%arg0: tensor<2x3xf32>, %arg1: tensor<2x3xf32>):
    %0 = "onnx.Relu"(%arg0) : (tensor<2x3xf32>) -> tensor<2x3xf32>
    %1 = "onnx.Relu"(%arg1) : (tensor<2x3xf32>) -> tensor<2x3xf32>
    %2 = "zhigh.Stick"(%0) {layout = "2D"} : (tensor<2x3xf32>) -> tensor<2x3xf16, #zhigh.layout<{dataLayout = "2D"}>>
    %3 = "zhigh.Stick"(%1) {layout = "2D"} : (tensor<2x3xf32>) -> tensor<2x3xf16, #zhigh.layout<{dataLayout = "2D"}>>
    %4 = "zhigh.Add"(%2, %3) : (tensor<2x3xf16, #zhigh.layout<{dataLayout = "2D"}>>, tensor<2x3xf16, #zhigh.layout<{dataLayout = "2D"}>>) -> tensor<2x3xf16, #zhigh.layout<{dataLayout = "2D"}>>
    %5 = "zhigh.Unstick"(%4) : (tensor<2x3xf16, #zhigh.layout<{dataLayout = "2D"}>>) -> tensor<2x3xf32>
    "func.return"(%5) : (tensor<2x3xf32>) -> ()
  }) : () -> ()
}) : () -> ()
