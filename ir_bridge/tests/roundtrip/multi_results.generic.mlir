"builtin.module"() ({
  "func.func"() <{function_type = () -> (i32, f32), sym_name = "mr"}> ({
    %0:3 = "x.three"() : () -> (i32, f32, i1)
    %1 = "x.one"(%0#0, %0#2) : (i32, i1) -> f32
    %2:2 = "x.two"(%1, %0#1) : (f32, f32) -> (i32, f32)
    "x.none"(%2#0, %2#1, %0#0) : (i32, f32, i32) -> ()
    %3 = "x.single"() : () -> i8
    "x.use"(%3) : (i8) -> ()
    "func.return"(%2#0, %1) : (i32, f32) -> ()
  }) : () -> ()
}) : () -> ()

