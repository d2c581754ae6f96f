"builtin.module"() ({
  "func.func"() <{function_type = (i32, i32) -> i32, sym_name = "f"}> ({
  ^bb0(%arg0: i32, %arg1: i32):
    "dt.print"(%arg1) : (i32) -> ()
    %0 = "dt.sub"(%arg0, %arg1) : (i32, i32) -> i32
    %1 = "dt.add"(%arg0, %arg1) : (i32, i32) -> i32
    %2 = "dt.mul"(%0, %1) : (i32, i32) -> i32
    "func.return"(%2) : (i32) -> ()
  }) : () -> ()
}) : () -> ()

