"builtin.module"() ({
  "func.func"() <{function_type = (tensor<2x2xf32>, tensor<2x3xf32>, tensor<?x2xf32>, tensor<2x2xi32>, tensor<4xf32>, tensor<*xf32>) -> (), sym_name = "f"}> ({
  ^bb0(%arg0: tensor<2x2xf32>, %arg1: tensor<2x3xf32>, %arg2: tensor<?x2xf32>, %arg3: tensor<2x2xi32>, %arg4: tensor<4xf32>, %arg5: tensor<*xf32>):
    %0 = "dt.infer"(%arg0) : (tensor<2x2xf32>) -> tensor<2x2xf32>
    %1 = "dt.wrap"(%arg1) : (tensor<2x3xf32>) -> tensor<2x3xf32>
    %2 = "dt.wrap"(%arg2) : (tensor<?x2xf32>) -> tensor<?x2xf32>
    %3 = "dt.wrap"(%arg3) : (tensor<2x2xi32>) -> tensor<2x2xi32>
    %4 = "dt.wrap"(%arg4) : (tensor<4xf32>) -> tensor<4xf32>
    %5 = "dt.wrap"(%arg5) : (tensor<*xf32>) -> tensor<*xf32>
    "dt.sink"(%0) <{note = "small"}> : (tensor<2x2xf32>) -> ()
    "dt.sink"(%1) : (tensor<2x3xf32>) -> ()
    "dt.sink"(%2) : (tensor<?x2xf32>) -> ()
    "dt.sink"(%3) <{note = "kept"}> : (tensor<2x2xi32>) -> ()
    "dt.sink"(%4) <{note = "small"}> : (tensor<4xf32>) -> ()
    "dt.sink"(%5) : (tensor<*xf32>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

