"builtin.module"() ({
  "func.func"() <{function_type = (tensor<2x3xf32>, tensor<2x3x4xf32>, tensor<3xi32>, tensor<8xf32>) -> (tensor<2x3xf32>, tensor<4x3x2xf32>, tensor<2x3xf32>, tensor<3xi32>, tensor<3xf32>, tensor<3x4x2xf32>, tensor<1x4xf32>, tensor<1x4xf32>), sym_name = "f"}> ({
  ^bb0(%arg0: tensor<2x3xf32>, %arg1: tensor<2x3x4xf32>, %arg2: tensor<3xi32>, %arg3: tensor<8xf32>):
    %0 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<1x4xf32>}> : () -> tensor<1x4xf32>
    %1 = "stablehlo.constant"() <{value = dense<0> : tensor<3xi32>}> : () -> tensor<3xi32>
    %2 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<2x3xf32>}> : () -> tensor<2x3xf32>
    %3 = "stablehlo.add"(%arg0, %2) {mhlo.frontend_attributes = {a = "1"}, tag = "add"} : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
    %4 = "stablehlo.transpose"(%arg1) <{permutation = array<i64: 2, 1, 0>}> {t2 = 2 : i32} : (tensor<2x3x4xf32>) -> tensor<4x3x2xf32>
    %5 = "stablehlo.abs"(%arg0) {mhlo.frontend_attributes = {a = "1", b = "3", xla_metadata_payload = "dst"}, t = 1 : i32} : (tensor<2x3xf32>) -> tensor<2x3xf32>
    %6 = "stablehlo.slice"(%arg3) <{limit_indices = array<i64: 7>, start_indices = array<i64: 1>, strides = array<i64: 2>}> : (tensor<8xf32>) -> tensor<3xf32>
    %7 = "stablehlo.transpose"(%arg1) <{permutation = array<i64: 1, 2, 0>}> : (tensor<2x3x4xf32>) -> tensor<3x4x2xf32>
    %8 = "stablehlo.iota"() <{iota_dimension = 1 : i64}> : () -> tensor<1x4xf32>
    "func.return"(%3, %4, %5, %1, %6, %7, %0, %8) : (tensor<2x3xf32>, tensor<4x3x2xf32>, tensor<2x3xf32>, tensor<3xi32>, tensor<3xf32>, tensor<3x4x2xf32>, tensor<1x4xf32>, tensor<1x4xf32>) -> ()
  }) : () -> ()
}) : () -> ()

