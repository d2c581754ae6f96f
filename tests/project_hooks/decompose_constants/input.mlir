"builtin.module"() ({
  "func.func"() <{function_type = (tensor<2x3xf32>) -> (tensor<f32>, tensor<3xi64>, tensor<i64>, tensor<2x3xf32>), sym_name = "f"}> ({
  ^bb0(%arg0: tensor<2x3xf32>):
    %0 = "onnx.Constant"() {value_float = 1.5 : f32} : () -> tensor<f32>
    %1 = "onnx.Constant"() {value_ints = [4, 5, 6]} : () -> tensor<3xi64>
    %2 = "onnx.Constant"() {value_int = -3 : si64} : () -> tensor<i64>
    %3 = "onnx.Scaler"(%arg0) {offset = [1.0 : f32, 2.0 : f32, 3.5 : f32]} : (tensor<2x3xf32>) -> tensor<2x3xf32>
    "func.return"(%0, %1, %2, %3) : (tensor<f32>, tensor<3xi64>, tensor<i64>, tensor<2x3xf32>) -> ()
  }) : () -> ()
}) : () -> ()
