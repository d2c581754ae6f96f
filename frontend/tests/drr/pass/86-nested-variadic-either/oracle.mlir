"builtin.module"() ({
  "func.func"() <{function_type = (i32, i32) -> (i32, i32, i32, i32, i32), sym_name = "f"}> ({
  ^bb0(%arg0: i32, %arg1: i32):
    %0:2 = "dt.split"(%arg0) : (i32) -> (i32, i32)
    %1:2 = "dt.headtail"(%arg1) : (i32) -> (i32, i32)
    %2 = "dt.add"(%arg0, %arg1) : (i32, i32) -> i32
    %3 = "dt.concat"(%1#0, %0#0) <{axis = 0 : i32}> : (i32, i32) -> i32
    %4 = "dt.sub"(%arg1, %arg0) : (i32, i32) -> i32
    %5 = "dt.sub"(%arg1, %arg0) : (i32, i32) -> i32
    %6 = "dt.add"(%1#0, %arg1) : (i32, i32) -> i32
    "func.return"(%2, %3, %4, %5, %6) : (i32, i32, i32, i32, i32) -> ()
  }) : () -> ()
}) : () -> ()

