"builtin.module"() ({
  "func.func"() <{arg_attrs = [{}, {x.a = 1 : i64}], function_type = (i32, f32) -> i64, res_attrs = [{x.r}], sym_name = "decl", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{arg_attrs = [{x.n = "a"}, {}], function_type = (i32, f32) -> (i32, f32), sym_name = "withattrs"}> ({
  ^bb0(%arg1: i32, %arg2: f32):
    %1:2 = "func.call"(%arg1) <{callee = @multi}> : (i32) -> (i32, f32)
    "func.return"(%1#0, %1#1) : (i32, f32) -> ()
  }) {llvm.emit_c_interface, x.fattr = 5 : i64} : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "nest", sym_visibility = "nested"}> ({
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> (i32, f32), sym_name = "multi"}> ({
  ^bb0(%arg0: i32):
    %0 = "x.f"() : () -> f32
    "func.return"(%arg0, %0) : (i32, f32) -> ()
  }) : () -> ()
}) : () -> ()

