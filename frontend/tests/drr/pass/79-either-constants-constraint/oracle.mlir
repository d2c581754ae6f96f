"builtin.module"() ({
  "func.func"() <{function_type = () -> (i32, i32), sym_name = "f"}> ({
    %0 = "dt.const"() <{value = 3 : i32}> : () -> i32
    %1 = "dt.const"() <{value = 5 : i32}> : () -> i32
    %2 = "dt.tag"(%1) <{label = "ordered"}> : (i32) -> i32
    %3 = "dt.add"(%1, %0) : (i32, i32) -> i32
    "func.return"(%2, %3) : (i32, i32) -> ()
  }) : () -> ()
}) : () -> ()

