"builtin.module"() ({
  "func.func"() <{function_type = (f32, tensor<2x3xi8>, i32) -> (), sym_name = "f"}> ({
  ^bb0(%arg0: f32, %arg1: tensor<2x3xi8>, %arg2: i32):
    %0 = "dt.flag"(%arg0) : (f32) -> i1
    %1 = "dt.match"(%arg0, %0) : (f32, i1) -> i1
    "dt.sink"(%1) : (i1) -> ()
    %2 = "dt.elem"(%arg1) : (tensor<2x3xi8>) -> i8
    "dt.sink"(%2) <{note = "b"}> : (i8) -> ()
    %3:2 = "dt.twin"(%arg2) : (i32) -> (i32, i32)
    "dt.sink"(%3#1) : (i32) -> ()
    %4 = "dt.typed"() <{a = 7 : i32}> : () -> i32
    "dt.sink"(%4) : (i32) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

