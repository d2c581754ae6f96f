"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> (i32, i32, i32, i1, i32, i32), sym_name = "f"}> ({
  ^bb0(%arg0: i32):
    %0 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %1 = "arith.constant"() <{value = 7 : i32}> : () -> i32
    %2 = "x.scale"(%arg0) {factor = 3 : i32} : (i32) -> i32
    %3 = "x.scale"(%1) {factor = 2 : i32} : (i32) -> i32
    %4 = "x.cmp"(%arg0, %0) : (i32, i32) -> i1
    %5 = "x.inc"(%1) : (i32) -> i32
    %6 = "x.inc"(%arg0) : (i32) -> i32
    "func.return"(%0, %2, %3, %4, %5, %6) : (i32, i32, i32, i1, i32, i32) -> ()
  }) : () -> ()
}) : () -> ()

