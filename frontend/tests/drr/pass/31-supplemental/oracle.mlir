"builtin.module"() ({
  "func.func"() <{function_type = (i32, i32) -> i32, sym_name = "f"}> ({
  ^bb0(%arg0: i32, %arg1: i32):
    %0 = "dt.neg"(%arg1) {touched} : (i32) -> i32
    %1 = "dt.sub"(%arg0, %arg1) : (i32, i32) -> i32
    %2 = "dt.mul"(%1, %0) : (i32, i32) -> i32
    "func.return"(%2) : (i32) -> ()
  }) : () -> ()
}) : () -> ()

