"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> (i32, i32, i32, i32), sym_name = "f"}> ({
  ^bb0(%arg0: i32):
    %0 = "x.const"() : () -> i32
    %1 = "x.op"(%arg0) : (i32) -> i32
    %2 = "x.op"(%arg0) {kind = "special"} : (i32) -> i32
    %3 = "x.op"(%0) {kind = "special"} : (i32) -> i32
    %4 = "x.op"(%0) : (i32) -> i32
    "func.return"(%1, %2, %3, %4) : (i32, i32, i32, i32) -> ()
  }) : () -> ()
}) : () -> ()

