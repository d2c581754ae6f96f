"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> (i32, i32, i32), sym_name = "f"}> ({
  ^bb0(%arg0: i32):
    %0 = "x.id"(%arg0) {fwd} : (i32) -> i32
    %1 = "arith.addi"(%0, %0) <{overflowFlags = #arith.overflow<none>}> {fwd} : (i32, i32) -> i32
    %2 = "y.other"(%0) {fwd} : (i32) -> i32
    "func.return"(%0, %1, %2) : (i32, i32, i32) -> ()
  }) : () -> ()
}) : () -> ()

