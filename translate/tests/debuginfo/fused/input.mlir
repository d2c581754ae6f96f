"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    %0 = "x.g"() : () -> i32 loc("in.mlir":3:5)
    %1 = "x.f"(%0) : (i32) -> i32 loc("in.mlir":4:5)
    "x.use"(%1) : (i32) -> () loc("in.mlir":5:5)
    %2 = "x.c"() : () -> i32 loc(unknown)
    %3 = "x.b"(%2) : (i32) -> i32 loc("in.mlir":7:5)
    %4 = "x.a"(%3) : (i32) -> i32 loc("in.mlir":8:5)
    "x.use"(%4) : (i32) -> () loc("in.mlir":9:5)
    "func.return"() : () -> () loc("in.mlir":10:5)
  }) : () -> () loc("in.mlir":2:3)
}) : () -> () loc("in.mlir":1:1)
