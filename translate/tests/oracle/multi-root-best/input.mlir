"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    %0 = "x.c"() : () -> i32
    %1 = "x.a"(%0) : (i32) -> i32
    %2 = "x.d"(%0) : (i32) -> i32
    %3 = "x.b"(%2) : (i32) -> i32
    %4 = "x.a"(%0) : (i32) -> i32
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
