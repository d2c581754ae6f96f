"builtin.module"() ({
  "func.func"() <{function_type = (tensor<4xf32>, tensor<f32>, tensor<1xi32>) -> (tensor<?xf32>, tensor<?xf32>, tensor<?xf32>), sym_name = "f"}> ({
  ^bb0(%arg0: tensor<4xf32>, %arg1: tensor<f32>, %arg2: tensor<1xi32>):
    %0 = "mhlo.constant"() <{value = dense<-1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %1 = "mhlo.constant"() <{value = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
    %2 = "mhlo.pad"(%arg0, %arg1) <{edge_padding_high = dense<2> : tensor<1xi64>, edge_padding_low = dense<-1> : tensor<1xi64>, interior_padding = dense<0> : tensor<1xi64>}> : (tensor<4xf32>, tensor<f32>) -> tensor<?xf32>
    %3 = "mhlo.dynamic_pad"(%arg0, %arg1, %0, %arg2, %1) : (tensor<4xf32>, tensor<f32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<?xf32>
    %4 = "mhlo.slice"(%arg0) <{limit_indices = dense<-128> : tensor<1xi64>, start_indices = dense<1> : tensor<1xi64>, strides = dense<2> : tensor<1xi64>}> : (tensor<4xf32>) -> tensor<?xf32>
    "func.return"(%2, %3, %4) : (tensor<?xf32>, tensor<?xf32>, tensor<?xf32>) -> ()
  }) : () -> ()
}) : () -> ()

