"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> (), sym_name = "f"}> ({
  ^bb0(%arg0: i32):
    "x.t"(%arg0) {mark} : (i32) -> ()
    "x.t"() : () -> ()
    "x.s"(%arg0) {mark} : (i32) -> ()
    "x.r"(%arg0) {mark} : (i32) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

