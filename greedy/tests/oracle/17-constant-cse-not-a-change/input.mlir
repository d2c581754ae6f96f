"builtin.module"() ({
  "func.func"() <{function_type = () -> (i32, i32), sym_name = "f"}> ({
    %0 = "x.op"() : () -> i32
    %1 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %2 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    "func.return"(%1, %2) : (i32, i32) -> ()
  }) : () -> ()
}) : () -> ()

