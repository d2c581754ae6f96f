"builtin.module"() ({
  "func.func"() <{function_type = () -> (i32, i32), sym_name = "f"}> ({
    %0 = "dt.const"() <{value = 5 : i32}> : () -> i32
    %1 = "dt.tag"(%0) <{label = "ordered"}> : (i32) -> i32
    %2 = "dt.tag"(%0) <{label = "ordered"}> : (i32) -> i32
    "func.return"(%1, %2) : (i32, i32) -> ()
  }) : () -> ()
}) : () -> ()

