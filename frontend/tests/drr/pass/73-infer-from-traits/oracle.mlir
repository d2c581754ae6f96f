"builtin.module"() ({
  "func.func"() <{function_type = (tensor<2x?xf32>, i32) -> (), sym_name = "f"}> ({
  ^bb0(%arg0: tensor<2x?xf32>, %arg1: i32):
    %0 = "dt.same_shape"(%arg0) : (tensor<2x?xf32>) -> tensor<2x?xf32>
    "dt.sink"(%0) : (tensor<2x?xf32>) -> ()
    %1 = "dt.same_shape"(%arg1) : (i32) -> i32
    "dt.sink"(%1) <{note = "n"}> : (i32) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

