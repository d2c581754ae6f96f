"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> (), sym_name = "f"}> ({
  ^bb0(%arg0: i32):
    %0 = "dt.any"(%arg0) <{a = -5 : i64}> : (i32) -> i32
    "dt.sink"(%0) : (i32) -> ()
    %1 = "dt.any"(%arg0) <{a = -3 : si8}> : (i32) -> i32
    "dt.sink"(%1) : (i32) -> ()
    %2 = "dt.any"(%arg0) <{a = 65535 : ui16}> : (i32) -> i32
    "dt.sink"(%2) : (i32) -> ()
    %3 = "dt.any"(%arg0) <{a = 1.000000e-01 : f32}> : (i32) -> i32
    "dt.sink"(%3) : (i32) -> ()
    %4 = "dt.any"(%arg0) <{a = 1.000000e-03 : f64}> : (i32) -> i32
    "dt.sink"(%4) : (i32) -> ()
    %5 = "dt.any"(%arg0) <{a = true}> : (i32) -> i32
    "dt.sink"(%5) : (i32) -> ()
    %6 = "dt.any"(%arg0) <{a = 7 : index}> : (i32) -> i32
    "dt.sink"(%6) : (i32) -> ()
    %7 = "dt.any"(%arg0) <{a}> : (i32) -> i32
    "dt.sink"(%7) : (i32) -> ()
    %8 = "dt.any"(%arg0) <{a = [1, 2, 3]}> : (i32) -> i32
    "dt.sink"(%8) : (i32) -> ()
    %9 = "dt.any"(%arg0) <{a = array<i32: 4, 5>}> : (i32) -> i32
    "dt.sink"(%9) : (i32) -> ()
    %10 = "dt.any"(%arg0) <{a = "hello"}> : (i32) -> i32
    "dt.sink"(%10) : (i32) -> ()
    %11 = "dt.any"(%arg0) <{a = false}> : (i32) -> i32
    "dt.sink"(%11) : (i32) -> ()
    %12 = "dt.any"(%arg0) <{a = 2147483647 : i32}> : (i32) -> i32
    "dt.sink"(%12) : (i32) -> ()
    %13 = "dt.any"(%arg0) <{a = [7 : i32]}> : (i32) -> i32
    "dt.sink"(%13) : (i32) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

