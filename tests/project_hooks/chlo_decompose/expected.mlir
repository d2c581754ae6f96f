"builtin.module"() ({
  "func.func"() <{function_type = (tensor<2xf32>, tensor<?xf32>, tensor<2xcomplex<f32>>, tensor<3xf64>) -> (tensor<2xf32>, tensor<?xf32>, tensor<2xcomplex<f32>>, tensor<2xf32>, tensor<3xi1>, tensor<2xi32>), sym_name = "f"}> ({
  ^bb0(%arg0: tensor<2xf32>, %arg1: tensor<?xf32>, %arg2: tensor<2xcomplex<f32>>, %arg3: tensor<3xf64>):
    %0 = "stablehlo.constant"() <{value = dense<[1, 2]> : tensor<2xi32>}> : () -> tensor<2xi32>
    %1 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<2xf32>}> : () -> tensor<2xf32>
    %2 = "stablehlo.atan2"(%arg0, %1) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %3 = "chlo.constant_like"(%arg1) <{value = 1.000000e+00 : f32}> : (tensor<?xf32>) -> tensor<?xf32>
    %4 = "stablehlo.atan2"(%arg1, %3) : (tensor<?xf32>, tensor<?xf32>) -> tensor<?xf32>
    %5 = "stablehlo.real"(%arg2) : (tensor<2xcomplex<f32>>) -> tensor<2xf32>
    %6 = "stablehlo.imag"(%arg2) : (tensor<2xcomplex<f32>>) -> tensor<2xf32>
    %7 = "stablehlo.negate"(%6) : (tensor<2xf32>) -> tensor<2xf32>
    %8 = "stablehlo.complex"(%5, %7) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xcomplex<f32>>
    %9 = "stablehlo.abs"(%arg3) : (tensor<3xf64>) -> tensor<3xf64>
    %10 = "chlo.is_pos_inf"(%9) : (tensor<3xf64>) -> tensor<3xi1>
    "func.return"(%2, %4, %8, %arg0, %10, %0) : (tensor<2xf32>, tensor<?xf32>, tensor<2xcomplex<f32>>, tensor<2xf32>, tensor<3xi1>, tensor<2xi32>) -> ()
  }) : () -> ()
}) : () -> ()

