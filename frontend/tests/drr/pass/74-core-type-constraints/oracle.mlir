"builtin.module"() ({
  "func.func"() <{function_type = (tensor<?xf32>, tensor<2xi32>, vector<4xi8>, vector<4xi32>, index, f32, tensor<*xf32>) -> (), sym_name = "f"}> ({
  ^bb0(%arg0: tensor<?xf32>, %arg1: tensor<2xi32>, %arg2: vector<4xi8>, %arg3: vector<4xi32>, %arg4: index, %arg5: f32, %arg6: tensor<*xf32>):
    "dt.sink"(%arg0) <{note = "f32-tensor"}> : (tensor<?xf32>) -> ()
    "dt.sink"(%arg1) <{note = "static"}> : (tensor<2xi32>) -> ()
    "dt.sink"(%arg2) <{note = "small-int-vector"}> : (vector<4xi8>) -> ()
    "dt.sink"(%arg3) : (vector<4xi32>) -> ()
    "dt.sink"(%arg4) <{note = "int-or-index"}> : (index) -> ()
    "dt.sink"(%arg5) : (f32) -> ()
    "dt.sink"(%arg6) <{note = "f32-tensor"}> : (tensor<*xf32>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

