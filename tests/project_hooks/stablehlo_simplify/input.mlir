"builtin.module"() ({
  "func.func"() <{function_type = (tensor<2x3xf32>, tensor<2x3x4xf32>, tensor<3xi32>, tensor<8xf32>) -> (tensor<2x3xf32>, tensor<4x3x2xf32>, tensor<2x3xf32>, tensor<3xi32>, tensor<3xf32>, tensor<3x4x2xf32>, tensor<1x4xf32>, tensor<1x4xf32>), sym_name = "f"}> ({
  ^bb0(%a: tensor<2x3xf32>, %x: tensor<2x3x4xf32>, %i: tensor<3xi32>, %v: tensor<8xf32>):
    %c = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<2x3xf32>}> : () -> tensor<2x3xf32>
    %0 = "stablehlo.add"(%c, %a) {mhlo.frontend_attributes = {a = "1"}, tag = "add"} : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
    %1 = "stablehlo.transpose"(%x) <{permutation = array<i64: 1, 0, 2>}> {t1} : (tensor<2x3x4xf32>) -> tensor<3x2x4xf32>
    %2 = "stablehlo.transpose"(%1) <{permutation = array<i64: 2, 0, 1>}> {t2 = 2 : i32} : (tensor<3x2x4xf32>) -> tensor<4x3x2xf32>
    %3 = "stablehlo.abs"(%a) {mhlo.frontend_attributes = {b = "2", xla_metadata_payload = "dst"}} : (tensor<2x3xf32>) -> tensor<2x3xf32>
    %5 = "stablehlo.transpose"(%3) <{permutation = array<i64: 0, 1>}> {mhlo.frontend_attributes = {a = "1", b = "3", xla_metadata_payload = "src"}, t = 1 : i32} : (tensor<2x3xf32>) -> tensor<2x3xf32>
    %6 = "stablehlo.subtract"(%i, %i) : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi32>
    %s = "stablehlo.constant"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %l = "stablehlo.constant"() <{value = dense<7> : tensor<1xi32>}> : () -> tensor<1xi32>
    %st = "stablehlo.constant"() <{value = dense<2> : tensor<1xi32>}> : () -> tensor<1xi32>
    %7 = "stablehlo.real_dynamic_slice"(%v, %s, %l, %st) : (tensor<8xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xf32>
    %8 = "stablehlo.broadcast_in_dim"(%x) <{broadcast_dimensions = array<i64: 2, 0, 1>}> : (tensor<2x3x4xf32>) -> tensor<3x4x2xf32>
    %9 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<1x4xf32>
    %10 = "stablehlo.iota"() <{iota_dimension = 1 : i64}> : () -> tensor<1x4xf32>
    "func.return"(%0, %2, %5, %6, %7, %8, %9, %10) : (tensor<2x3xf32>, tensor<4x3x2xf32>, tensor<2x3xf32>, tensor<3xi32>, tensor<3xf32>, tensor<3x4x2xf32>, tensor<1x4xf32>, tensor<1x4xf32>) -> ()
  }) : () -> ()
}) : () -> ()
