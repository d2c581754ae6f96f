"builtin.module"() ({
  "func.func"() <{function_type = (i32, f32) -> (i32, i32, f32), sym_name = "f"}> ({
  ^bb0(%arg0: i32, %arg1: f32):
    %0 = "rt.neg"(%arg0) : (i32) -> i32
    %1 = "rt.add"(%0, %arg0) : (i32, i32) -> i32
    %2 = "rt.neg"(%1) : (i32) -> i32
    %3 = "rt.neg"(%2) : (i32) -> i32
    %4 = "rt.apply"(%arg1) ({
    ^bb0(%arg2: f32):
      "rt.yield"(%arg2) : (f32) -> ()
    }) : (f32) -> f32
    "func.return"(%1, %3, %4) : (i32, i32, f32) -> ()
  }) : () -> ()
}) : () -> ()

