"builtin.module"() ({
  "func.func"() <{function_type = () -> i32, sym_name = "f"}> ({
    %0 = "dt.const"() <{value = 7 : i32}> : () -> i32
    "func.return"(%0) : (i32) -> ()
  }) : () -> ()
}) : () -> ()

