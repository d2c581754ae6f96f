"builtin.module"() ({
  "func.func"() <{function_type = (i8, tensor<2x3xf32>, f64, i64, i32) -> (), sym_name = "f"}> ({
  ^bb0(%arg0: i8, %arg1: tensor<2x3xf32>, %arg2: f64, %arg3: i64, %arg4: i32):
    %0 = "dt.pack"(%arg0, %arg0) : (i8, i8) -> i32
    "dt.sink"(%0) : (i32) -> ()
    %1 = "dt.pack"(%arg1, %arg1) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2xtensor<2x3xf32>>
    "dt.sink"(%1) : (tensor<2xtensor<2x3xf32>>) -> ()
    %2 = "dt.pack"(%arg2, %arg2) : (f64, f64) -> f64
    "dt.sink"(%2) <{note = "c"}> : (f64) -> ()
    %3 = "dt.stack"(%arg3, %arg3) : (i64, i64) -> vector<2xi64>
    "dt.sink"(%3) : (vector<2xi64>) -> ()
    %4:2 = "dt.pair"(%arg4) : (i32) -> (i32, f32)
    %5 = "dt.stack"(%arg4, %4#1) : (i32, f32) -> f32
    "dt.sink"(%5) : (f32) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

