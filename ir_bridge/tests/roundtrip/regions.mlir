// Stresses: region printing: empty region, region with one empty-arg entry
// block, multiple regions, nested regions, multi-block regions inside generic
// ops, entry block with args, explicitly labelled entry block.
// (A block with zero ops is rejected by the parser: 'empty block: expect at least a terminator'.)
"x.empty"() ({
}) : () -> ()
"x.two"() ({
  "x.a"() : () -> ()
}, {
^bb0(%arg0: i32, %arg1: f32):
  "x.b"(%arg0) : (i32) -> ()
}) : () -> ()
"x.nest"() ({
  "x.mid"() ({
    "x.deep"() ({
      %0 = "x.v"() : () -> i8
    }) : () -> ()
  }, {
  }) : () -> ()
}) : () -> ()
"x.multi"() ({
  "x.t"()[^bb1] : () -> ()
^bb1:
  "x.t2"()[^bb2, ^bb1] : () -> ()
^bb2:
  "x.end"() : () -> ()
}) : () -> ()
"x.emptyentry"() ({
^bb0:
}) : () -> ()
"x.labelled"() ({
^entry:
  "x.z"() : () -> ()
}) : () -> ()
