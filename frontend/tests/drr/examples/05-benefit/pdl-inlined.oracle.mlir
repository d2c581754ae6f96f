"builtin.module"() ({
  "func.func"() <{function_type = (i32, i32) -> (i32, i32, i32, i32, i32), sym_name = "f"}> ({
  ^bb0(%arg0: i32, %arg1: i32):
    %0 = "drrt.tag"(%arg0) <{label = "const-operand"}> : (i32) -> i32
    %1 = "drrt.tag"(%arg0) <{label = "generic"}> : (i32) -> i32
    %2 = "drrt.tag"(%arg0) <{label = "boosted"}> : (i32) -> i32
    %3 = "drrt.tag"(%arg0) <{label = "tie-a"}> : (i32) -> i32
    %4 = "drrt.tag"(%arg0) <{label = "boosted"}> : (i32) -> i32
    "func.return"(%0, %1, %2, %3, %4) : (i32, i32, i32, i32, i32) -> ()
  }) : () -> ()
}) : () -> ()

