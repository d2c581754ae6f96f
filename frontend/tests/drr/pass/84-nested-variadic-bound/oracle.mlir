"builtin.module"() ({
  "func.func"() <{function_type = (i32, i32) -> (i32, i32, i32, i32, i32, i32, i32), sym_name = "f"}> ({
  ^bb0(%arg0: i32, %arg1: i32):
    %0:3 = "dt.split"(%arg0) : (i32) -> (i32, i32, i32)
    %1 = "dt.concat"(%0#0, %0#1, %0#2) <{axis = 3 : i32}> : (i32, i32, i32) -> i32
    %2:3 = "dt.headtail"(%arg1) : (i32) -> (i32, i32, i32)
    %3 = "dt.concat"(%2#1, %2#2) <{axis = 4 : i32}> : (i32, i32) -> i32
    %4 = "dt.concat"(%2#1, %2#2) <{axis = 4 : i32}> : (i32, i32) -> i32
    %5 = "dt.sub"(%2#0, %arg0) : (i32, i32) -> i32
    %6 = "dt.headtail"(%arg0) : (i32) -> i32
    %7 = "dt.sub"(%6, %arg1) : (i32, i32) -> i32
    %8 = "dt.neg"(%arg1) : (i32) -> i32
    %9 = "dt.sub"(%2#2, %2#1) : (i32, i32) -> i32
    "func.return"(%1, %3, %4, %5, %7, %8, %9) : (i32, i32, i32, i32, i32, i32, i32) -> ()
  }) : () -> ()
}) : () -> ()

