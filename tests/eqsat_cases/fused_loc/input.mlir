"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> i32, sym_name = "f"}> ({
  ^bb0(%a: i32 loc("in.mlir":1:1)):
    %t = "x.two"() : () -> i32 loc("in.mlir":4:8)
    %m = "x.mul"(%a, %t) : (i32, i32) -> i32 loc("in.mlir":5:8)
    %u = "x.use"(%m) : (i32) -> i32 loc("in.mlir":6:8)
    "func.return"(%u) : (i32) -> () loc("in.mlir":7:3)
  }) : () -> () loc("in.mlir":1:1)
}) : () -> () loc("in.mlir":0:0)
