"builtin.module"() ({
  "func.func"() <{function_type = (tensor<2xf32>, tensor<?xf32>, tensor<2xcomplex<f32>>, tensor<3xf64>) -> (tensor<2xf32>, tensor<?xf32>, tensor<2xcomplex<f32>>, tensor<2xf32>, tensor<3xi1>, tensor<2xi32>), sym_name = "f"}> ({
  ^bb0(%x: tensor<2xf32>, %y: tensor<?xf32>, %c: tensor<2xcomplex<f32>>, %d: tensor<3xf64>):
    %0 = "chlo.atan"(%x) : (tensor<2xf32>) -> tensor<2xf32>
    %1 = "chlo.atan"(%y) : (tensor<?xf32>) -> tensor<?xf32>
    %2 = "chlo.conj"(%c) : (tensor<2xcomplex<f32>>) -> tensor<2xcomplex<f32>>
    %3 = "chlo.conj"(%x) : (tensor<2xf32>) -> tensor<2xf32>
    %4 = "chlo.is_inf"(%d) : (tensor<3xf64>) -> tensor<3xi1>
    %5 = "chlo.constant"() <{value = dense<[1, 2]> : tensor<2xi32>}> : () -> tensor<2xi32>
    "func.return"(%0, %1, %2, %3, %4, %5) : (tensor<2xf32>, tensor<?xf32>, tensor<2xcomplex<f32>>, tensor<2xf32>, tensor<3xi1>, tensor<2xi32>) -> ()
  }) : () -> ()
}) : () -> ()
