"builtin.module"() ({
  "func.func"() <{function_type = (i32, i32) -> (i32, i32, i32, i32, i32, i32, i32, i32), sym_name = "f"}> ({
  ^bb0(%arg0: i32, %arg1: i32):
    %0:2 = "dt.split"(%arg0) : (i32) -> (i32, i32)
    %1 = "dt.tag"(%arg0) <{label = "split"}> : (i32) -> i32
    %2 = "dt.tag"(%arg0) <{label = "split"}> : (i32) -> i32
    %3 = "dt.tag"(%arg1) <{label = "split"}> : (i32) -> i32
    %4 = "dt.tag"(%arg1) <{label = "headtail"}> : (i32) -> i32
    %5 = "dt.tag"(%arg1) <{label = "headtail"}> : (i32) -> i32
    %6 = "dt.neg"(%arg0) : (i32) -> i32
    %7:3 = "dt.split"(%6) : (i32) -> (i32, i32, i32)
    %8 = "dt.mul"(%arg0, %arg1) : (i32, i32) -> i32
    %9 = "dt.sub"(%0#1, %arg1) : (i32, i32) -> i32
    "func.return"(%1, %2, %3, %4, %5, %8, %9, %7#0) : (i32, i32, i32, i32, i32, i32, i32, i32) -> ()
  }) : () -> ()
}) : () -> ()

