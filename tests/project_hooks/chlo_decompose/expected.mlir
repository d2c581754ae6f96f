"builtin.module"() ({
  "func.func"() <{function_type = (tensor<2xf32>, tensor<?xf32>, tensor<2xcomplex<f32>>, tensor<3xf64>) -> (tensor<2xf32>, tensor<?xf32>, tensor<2xcomplex<f32>>, tensor<2xf32>, tensor<3xi1>, tensor<2xi32>), sym_name = "f"}> ({
  ^bb0(%arg0: tensor<2xf32>, %arg1: tensor<?xf32>, %arg2: tensor<2xcomplex<f32>>, %arg3: tensor<3xf64>):
    %0 = "stablehlo.constant"() <{value = dense<0x7FF0000000000000> : tensor<3xf64>}> : () -> tensor<3xf64>
    %1 = "stablehlo.constant"() <{value = dense<[1, 2]> : tensor<2xi32>}> : () -> tensor<2xi32>
    %2 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<2xf32>}> : () -> tensor<2xf32>
    %3 = "stablehlo.atan2"(%arg0, %2) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %4 = "chlo.constant_like"(%arg1) <{value = 1.000000e+00 : f32}> : (tensor<?xf32>) -> tensor<?xf32>
    %5 = "stablehlo.atan2"(%arg1, %4) : (tensor<?xf32>, tensor<?xf32>) -> tensor<?xf32>
    %6 = "stablehlo.real"(%arg2) : (tensor<2xcomplex<f32>>) -> tensor<2xf32>
    %7 = "stablehlo.imag"(%arg2) : (tensor<2xcomplex<f32>>) -> tensor<2xf32>
    %8 = "stablehlo.negate"(%7) : (tensor<2xf32>) -> tensor<2xf32>
    %9 = "stablehlo.complex"(%6, %8) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xcomplex<f32>>
    %10 = "stablehlo.abs"(%arg3) : (tensor<3xf64>) -> tensor<3xf64>
    %11 = "stablehlo.compare"(%10, %0) <{comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<3xf64>, tensor<3xf64>) -> tensor<3xi1>
    "func.return"(%3, %5, %9, %arg0, %11, %1) : (tensor<2xf32>, tensor<?xf32>, tensor<2xcomplex<f32>>, tensor<2xf32>, tensor<3xi1>, tensor<2xi32>) -> ()
  }) : () -> ()
}) : () -> ()

