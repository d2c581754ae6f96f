func.func @f(%c: i1, %x: i32, %z: i32) -> (i32, i32, i32, i32, i32) {
  // IdentityApply: yields its argument, replaced by %x.
  %r = "rt.apply"(%x) ({
  ^bb0(%a: i32):
    "rt.yield"(%a) : (i32) -> ()
  }) : (i32) -> i32
  // Yields something else: stays.
  %s = "rt.apply"(%x) ({
  ^bb0(%a: i32):
    "rt.yield"(%z) : (i32) -> ()
  }) : (i32) -> i32
  // IfSameYields: both regions yield (%x, %z): replaced by them.
  %p:2 = "rt.if"(%c) ({
    "rt.yield"(%x, %z) : (i32, i32) -> ()
  }, {
    "rt.yield"(%x, %z) : (i32, i32) -> ()
  }) : (i1) -> (i32, i32)
  // Different yields: stays.
  %q = "rt.if"(%c) ({
    "rt.yield"(%x) : (i32) -> ()
  }, {
    "rt.yield"(%z) : (i32) -> ()
  }) : (i1) -> i32
  return %r, %s, %p#0, %p#1, %q : i32, i32, i32, i32, i32
}
