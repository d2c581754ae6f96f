"builtin.module"() ({
  "func.func"() <{function_type = (i32, i32) -> (f32, f32, i32, i32, f32), sym_name = "f"}> ({
  ^bb0(%arg0: i32, %arg1: i32):
    "test.op"() {erase_me} : () -> ()
    %0 = "test.op"() : () -> i32
    "x.use"(%0) : (i32) -> ()
    %1:2 = "test.success_op"(%arg0, %arg1) : (i32, i32) -> (f32, f32)
    "x.fail"() : () -> ()
    %2:2 = "x.vc"(%arg0, %arg1) : (i32, i32) -> (i32, i32)
    %3 = "x.tc"(%arg0) : (i32) -> f32
    "x.rw"(%arg1) : (i32) -> ()
    "func.return"(%1#0, %1#1, %2#0, %2#1, %3) : (f32, f32, i32, i32, f32) -> ()
  }) : () -> ()
}) : () -> ()

