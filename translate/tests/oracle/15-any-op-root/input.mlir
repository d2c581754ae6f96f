"builtin.module"() ({
  "func.func"() <{function_type = (i32, i32) -> (i32, i32, i32), sym_name = "f"}> ({
  ^bb0(%arg0: i32, %arg1: i32):
    %0 = "arith.addi"(%arg0, %arg1) <{overflowFlags = #arith.overflow<none>}> {marker} : (i32, i32) -> i32
    %1 = "x.other"(%arg0, %arg1) {marker} : (i32, i32) -> i32
    %2 = "x.other"(%arg0, %arg1) : (i32, i32) -> i32
    "func.return"(%0, %1, %2) : (i32, i32, i32) -> ()
  }) : () -> ()
}) : () -> ()

