"builtin.module"() ({
  "func.func"() <{function_type = (i32, f32) -> i32, sym_name = "f"}> ({
  ^bb0(%arg0: i32, %arg1: f32):
    %0 = "dt.wrap"(%arg1) : (f32) -> f32
    "dt.sink"(%0) : (f32) -> ()
    "func.return"(%arg0) : (i32) -> ()
  }) : () -> ()
}) : () -> ()

