"builtin.module"() ({
  "func.func"() <{function_type = (i32, i32) -> (i32, i32, i16, i16), sym_name = "f"}> ({
  ^bb0(%arg0: i32, %arg1: i32):
    %0:2 = "x.pair"(%arg0, %arg1) : (i32, i32) -> (i32, i32)
    %1:2 = "x.split"(%arg0) : (i32) -> (i16, i16)
    "func.return"(%0#0, %0#1, %1#0, %1#1) : (i32, i32, i16, i16) -> ()
  }) : () -> ()
}) : () -> ()

