#loc2 = loc("debuginfo_regions.mlir":3:14)
"builtin.module"() ({
  "func.func"() <{function_type = (i1) -> (), sym_name = "g"}> ({
  ^bb0(%arg0: i1 loc("debuginfo_regions.mlir":3:14)):
    "cf.cond_br"(%arg0)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> () loc(#loc3)
  ^bb1:  // pred: ^bb0
    "cf.br"()[^bb2] : () -> () loc(#loc4)
  ^bb2:  // 2 preds: ^bb0, ^bb1
    "x.op"() ({
      "x.inner"() : () -> () loc(#loc6)
    }, {
    }) : () -> () loc(#loc5)
    "func.return"() : () -> () loc(#loc7)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("debuginfo_regions.mlir":0:0)
#loc1 = loc("debuginfo_regions.mlir":3:1)
#loc3 = loc("cfg.mlir":1:1)
#loc4 = loc("debuginfo_regions.mlir":6:3)
#loc5 = loc("debuginfo_regions.mlir":8:3)
#loc6 = loc("debuginfo_regions.mlir":9:5)
#loc7 = loc("debuginfo_regions.mlir":12:3)

