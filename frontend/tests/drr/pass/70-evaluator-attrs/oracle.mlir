"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> i32, sym_name = "f"}> ({
  ^bb0(%arg0: i32):
    %0 = "dt.const"() <{value = 5 : i32}> : () -> i32
    %1 = "dt.const"() <{value = 8 : i32}> : () -> i32
    %2 = "dt.tag"(%0) <{label = "double"}> : (i32) -> i32
    %3 = "dt.const"() <{value = -7 : i32}> : () -> i32
    %4 = "dt.tag"(%3) <{label = "neg"}> : (i32) -> i32
    %5 = "dt.const"() <{value = 4 : i32}> : () -> i32
    %6 = "dt.tag"(%5) <{label = "nonneg"}> : (i32) -> i32
    %7 = "dt.any"(%arg0) <{a = [9, 1]}> : (i32) -> i32
    %8 = "dt.any"(%arg0) <{a = "s"}> : (i32) -> i32
    %9 = "dt.add"(%1, %2) : (i32, i32) -> i32
    %10 = "dt.add"(%4, %6) : (i32, i32) -> i32
    %11 = "dt.add"(%7, %8) : (i32, i32) -> i32
    %12 = "dt.add"(%9, %10) : (i32, i32) -> i32
    %13 = "dt.add"(%12, %11) : (i32, i32) -> i32
    "func.return"(%13) : (i32) -> ()
  }) : () -> ()
}) : () -> ()

