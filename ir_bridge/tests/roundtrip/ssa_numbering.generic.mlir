"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> i32, sym_name = "first"}> ({
  ^bb0(%arg2: i32):
    %4 = "x.a"(%arg2) : (i32) -> i32
    %5 = "x.r"() ({
    ^bb0(%arg3: i32):
      %6 = "x.in"(%arg3) : (i32) -> i32
      "x.yield"(%6) : (i32) -> ()
    }) : () -> i32
    "func.return"(%5) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, f32) -> i32, sym_name = "second"}> ({
  ^bb0(%arg0: i32, %arg1: f32):
    %1 = "x.b"(%arg0) : (i32) -> i32
    "cf.br"(%1)[^bb1] : (i32) -> ()
  ^bb1(%2: i32):  // pred: ^bb0
    %3 = "x.c"(%2) : (i32) -> i32
    "func.return"(%3) : (i32) -> ()
  }) : () -> ()
  %0 = "x.top"() : () -> i32
}) : () -> ()

