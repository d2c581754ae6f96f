"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    %0 = "dt.fconst"() <{value = 1.500000e+00 : f32}> : () -> f32
    "dt.sink"(%0) : (f32) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

