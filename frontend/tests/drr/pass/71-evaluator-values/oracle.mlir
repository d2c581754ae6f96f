"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> i32, sym_name = "f"}> ({
  ^bb0(%arg0: i32):
    %0 = "dt.const"() <{value = 2 : i32}> : () -> i32
    %1 = "dt.const"() <{value = 3 : i32}> : () -> i32
    %2 = "dt.add"(%arg0, %0) : (i32, i32) -> i32
    %3 = "dt.neg"(%0) : (i32) -> i32
    %4 = "dt.tag"(%1) <{label = "neg-const-once"}> : (i32) -> i32
    %5 = "dt.neg"(%arg0) : (i32) -> i32
    %6 = "dt.add"(%arg0, %2) : (i32, i32) -> i32
    %7 = "dt.add"(%3, %4) : (i32, i32) -> i32
    %8 = "dt.add"(%6, %7) : (i32, i32) -> i32
    %9 = "dt.add"(%8, %5) : (i32, i32) -> i32
    "func.return"(%9) : (i32) -> ()
  }) : () -> ()
}) : () -> ()

