"builtin.module"() ({
  "func.func"() <{function_type = () -> (tensor<2x2xf32>, tensor<4xi64>, tensor<2x2xi64>, tensor<2x2xf32>, tensor<2x3xf32>, tensor<2xf32>, tensor<3xi32>, tensor<2xf32>, tensor<2xf32>, tensor<2x3xi64>, tensor<3xi32>), sym_name = "f"}> ({
    %a = "onnx.Constant"() {value = dense<[[1.0, 2.0], [3.0, 4.0]]> : tensor<2x2xf32>} : () -> tensor<2x2xf32>
    %b = "onnx.Constant"() {value = dense<[[0.5, 0.0], [0.0, 2.0]]> : tensor<2x2xf32>} : () -> tensor<2x2xf32>
    %0 = "onnx.MatMul"(%a, %b) : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %i1 = "onnx.Constant"() {value = dense<[1, 2]> : tensor<2xi64>} : () -> tensor<2xi64>
    %i2 = "onnx.Constant"() {value = dense<[3, 4]> : tensor<2xi64>} : () -> tensor<2xi64>
    %1 = "onnx.Concat"(%i1, %i2) {axis = 0 : si64} : (tensor<2xi64>, tensor<2xi64>) -> tensor<4xi64>
    %g = "onnx.Constant"() {value = dense<[10, 20, 30]> : tensor<3xi64>} : () -> tensor<3xi64>
    %gi = "onnx.Constant"() {value = dense<[[0, -1], [2, 1]]> : tensor<2x2xi64>} : () -> tensor<2x2xi64>
    %2 = "onnx.Gather"(%g, %gi) {axis = 0 : si64} : (tensor<3xi64>, tensor<2x2xi64>) -> tensor<2x2xi64>
    %c = "onnx.Constant"() {value = dense<[true, false]> : tensor<2xi1>} : () -> tensor<2xi1>
    %3 = "onnx.Where"(%c, %a, %b) : (tensor<2xi1>, tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %r = "onnx.Constant"() {value = dense<[1.0, 2.0, 3.0]> : tensor<3xf32>} : () -> tensor<3xf32>
    %s = "onnx.Constant"() {value = dense<[2, 3]> : tensor<2xi64>} : () -> tensor<2xi64>
    %4 = "onnx.Expand"(%r, %s) : (tensor<3xf32>, tensor<2xi64>) -> tensor<2x3xf32>
    %ax = "onnx.Constant"() {value = dense<0> : tensor<1xi64>} : () -> tensor<1xi64>
    %5 = "onnx.ReduceMean"(%a, %ax) {keepdims = 0 : si64, noop_with_empty_axes = 0 : si64} : (tensor<2x2xf32>, tensor<1xi64>) -> tensor<2xf32>
    %f = "onnx.Constant"() {value = dense<[2.7, -2.7, 300.5]> : tensor<3xf32>} : () -> tensor<3xf32>
    %6 = "onnx.Cast"(%f) {saturate = 1 : si64, to = i32} : (tensor<3xf32>) -> tensor<3xi32>
    %m1 = "onnx.Constant"() {value = dense<[1.0, 5.0]> : tensor<2xf32>} : () -> tensor<2xf32>
    %m2 = "onnx.Constant"() {value = dense<[4.0, 2.0]> : tensor<2xf32>} : () -> tensor<2xf32>
    %m3 = "onnx.Constant"() {value = dense<[3.0, 3.0]> : tensor<2xf32>} : () -> tensor<2xf32>
    %7 = "onnx.Max"(%m1, %m2, %m3) : (tensor<2xf32>, tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %8 = "onnx.Sqrt"(%m2) : (tensor<2xf32>) -> tensor<2xf32>
    %cs = "onnx.Constant"() {value = dense<[2, 3]> : tensor<2xi64>} : () -> tensor<2xi64>
    %9 = "onnx.ConstantOfShape"(%cs) {value = dense<7> : tensor<1xi64>} : (tensor<2xi64>) -> tensor<2x3xi64>
    %z = "x.input"() : () -> tensor<3x2xi32>
    %zz = "onnx.Constant"() {value = dense<0> : tensor<2x3xi32>} : () -> tensor<2x3xi32>
    %10 = "onnx.MatMul"(%z, %zz) : (tensor<3x2xi32>, tensor<2x3xi32>) -> tensor<3x3xi32>
    %11 = "onnx.ReduceSum"(%10, %ax) {keepdims = 0 : si64, noop_with_empty_axes = 0 : si64} : (tensor<3x3xi32>, tensor<1xi64>) -> tensor<3xi32>
    "func.return"(%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %11) : (tensor<2x2xf32>, tensor<4xi64>, tensor<2x2xi64>, tensor<2x2xf32>, tensor<2x3xf32>, tensor<2xf32>, tensor<3xi32>, tensor<2xf32>, tensor<2xf32>, tensor<2x3xi64>, tensor<3xi32>) -> ()
  }) : () -> ()
}) : () -> ()
