"builtin.module"() ({
  "func.func"() <{function_type = (i32, i32) -> i32, sym_name = "f"}> ({
  ^bb0(%arg0: i32, %arg1: i32):
    %0 = "dt.const"() <{value = 4 : i32}> : () -> i32
    %1 = "dt.tag"(%0) <{label = "negconst"}> : (i32) -> i32
    %2 = "dt.neg"(%arg0) : (i32) -> i32
    %3 = "dt.add"(%1, %2) : (i32, i32) -> i32
    "func.return"(%3) : (i32) -> ()
  }) : () -> ()
}) : () -> ()

