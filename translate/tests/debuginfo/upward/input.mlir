"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> (), sym_name = "f"}> ({
  ^bb0(%arg0: i32 loc("in.mlir":2:10)):
    %0 = "x.b"(%arg0) : (i32) -> i32 loc("in.mlir":3:5)
    "x.sink"(%0) : (i32) -> () loc("in.mlir":4:5)
    %1 = "x.w"() : () -> i32 loc("in.mlir":5:5)
    %2 = "x.u"(%1) : (i32) -> i32 loc("in.mlir":6:5)
    %3 = "x.t"(%2) : (i32) -> i32 loc("in.mlir":7:5)
    %4 = "x.u"(%arg0) : (i32) -> i32 loc("in.mlir":8:5)
    %5 = "x.t"(%4) : (i32) -> i32 loc("in.mlir":9:5)
    "x.use"(%3, %5) : (i32, i32) -> () loc("in.mlir":10:5)
    "func.return"() : () -> () loc("in.mlir":11:5)
  }) : () -> () loc("in.mlir":2:3)
}) : () -> () loc("in.mlir":1:1)
