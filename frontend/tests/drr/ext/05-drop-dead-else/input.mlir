func.func @f(%x: i32) -> i32 {
  %t = "rt.true"() : () -> i1
  // The new rt.if takes the then-region (with its block and ops) and has
  // an empty else-region; the old one is erased with its else-region
  // (the print in it goes). The new rt.if has an empty else-region, so
  // the pattern does not match it again.
  %r = "rt.if"(%t) ({
    %y = "rt.neg"(%x) : (i32) -> i32
    "rt.yield"(%y) : (i32) -> ()
  }, {
    "rt.print"(%x) : (i32) -> ()
    "rt.yield"(%x) : (i32) -> ()
  }) : (i1) -> i32
  return %r : i32
}
