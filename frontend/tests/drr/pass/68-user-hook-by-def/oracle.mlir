"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> i32, sym_name = "f"}> ({
  ^bb0(%arg0: i32):
    %0 = "dt.const"() <{value = 3 : i32}> : () -> i32
    %1 = "dt.const"() <{value = 30 : i32}> : () -> i32
    %2 = "dt.const"() <{value = 0 : i32}> : () -> i32
    %3 = "dt.sub"(%2, %0) : (i32, i32) -> i32
    %4 = "dt.neg"(%1) : (i32) -> i32
    %5 = "dt.neg"(%arg0) : (i32) -> i32
    %6 = "dt.add"(%3, %4) : (i32, i32) -> i32
    %7 = "dt.add"(%6, %5) : (i32, i32) -> i32
    "func.return"(%7) : (i32) -> ()
  }) : () -> ()
}) : () -> ()

