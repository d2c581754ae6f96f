func.func @f(%c: i1, %x: i32) -> i32 {
  %n = "rt.not"(%c) : (i1) -> i1
  %r = "rt.if"(%n) ({
    "rt.print"(%x) : (i32) -> ()
    "rt.yield"(%x) : (i32) -> ()
  }, {
    %y = "rt.neg"(%x) : (i32) -> i32
    "rt.yield"(%y) : (i32) -> ()
  }) : (i1) -> i32
  // No else block: not matched (numBlocks 1).
  "rt.if"(%n) ({
    "rt.print"(%x) : (i32) -> ()
    "rt.yield"() : () -> ()
  }, {
  }) : (i1) -> ()
  return %r : i32
}
