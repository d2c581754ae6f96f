func.func @f(%x: tensor<4xf32>, %p: tensor<f32>, %n: tensor<1xi32>) -> (tensor<?xf32>, tensor<?xf32>, tensor<?xf32>) {
  %lo = "mhlo.constant"() <{value = dense<-1> : tensor<1xi32>}> : () -> tensor<1xi32>
  %hi = "mhlo.constant"() <{value = dense<2> : tensor<1xi32>}> : () -> tensor<1xi32>
  %in = "mhlo.constant"() <{value = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
  %0 = "mhlo.dynamic_pad"(%x, %p, %lo, %hi, %in) : (tensor<4xf32>, tensor<f32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<?xf32>
  %1 = "mhlo.dynamic_pad"(%x, %p, %lo, %n, %in) : (tensor<4xf32>, tensor<f32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<?xf32>
  %s = "mhlo.constant"() <{value = dense<[1]> : tensor<1xi8>}> : () -> tensor<1xi8>
  %l = "mhlo.constant"() <{value = dense<[-128]> : tensor<1xi8>}> : () -> tensor<1xi8>
  %st = "mhlo.constant"() <{value = dense<[2]> : tensor<1xi8>}> : () -> tensor<1xi8>
  %2 = "mhlo.real_dynamic_slice"(%x, %s, %l, %st) : (tensor<4xf32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<?xf32>
  return %0, %1, %2 : tensor<?xf32>, tensor<?xf32>, tensor<?xf32>
}
