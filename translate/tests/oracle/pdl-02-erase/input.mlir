"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> i32, sym_name = "f"}> ({
  ^bb0(%arg0: i32):
    %0 = "x.nop"(%arg0) : (i32) -> i32
    "x.drop"(%0) : (i32) -> ()
    %1 = "x.nop"(%0) : (i32) -> i32
    "x.drop"(%1) : (i32) -> ()
    "func.return"(%1) : (i32) -> ()
  }) : () -> ()
}) : () -> ()

