"builtin.module"() ({
  "func.func"() <{function_type = () -> i32, sym_name = "f"}> ({
    %0 = "dt.const"() <{value = 0 : i32}> : () -> i32
    %1 = "dt.const"() <{value = 0 : i32}> : () -> i32
    %2 = "dt.add"(%0, %1) : (i32, i32) -> i32
    "func.return"(%2) : (i32) -> ()
  }) : () -> ()
}) : () -> ()

