"builtin.module"() ({
  "func.func"() <{function_type = (i32, f32) -> i32, sym_name = "f"}> ({
  ^bb0(%arg0: i32, %arg1: f32):
    %0 = "dt.neg"(%arg0) : (i32) -> i32
    %1 = "dt.any"(%arg1) <{a = 1 : i32}> : (f32) -> i32
    %2 = "dt.add"(%0, %1) : (i32, i32) -> i32
    "func.return"(%2) : (i32) -> ()
  }) : () -> ()
}) : () -> ()

