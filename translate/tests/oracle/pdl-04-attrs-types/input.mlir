"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> (i32, f32, f64, i32, i32), sym_name = "f"}> ({
  ^bb0(%arg0: i32):
    %0 = "x.cast"(%arg0) : (i32) -> i32
    %1 = "x.cast"(%arg0) {rounding = "nearest"} : (i32) -> f32
    %2 = "x.cast"(%arg0) {rounding = "nearest"} : (i32) -> f64
    %3 = "x.const"() {value = 0 : i32} : () -> i32
    %4 = "x.const"() {value = 1 : i32} : () -> i32
    "func.return"(%0, %1, %2, %3, %4) : (i32, f32, f64, i32, i32) -> ()
  }) : () -> ()
}) : () -> ()

