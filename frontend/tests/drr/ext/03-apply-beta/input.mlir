func.func @f(%x: i32, %g: f32) -> (i32, i32, f32) {
  // The body's uses of %a become %x; neg and add move before the apply,
  // which is replaced by the add.
  %r = "rt.apply"(%x) ({
  ^bb0(%a: i32):
    %n = "rt.neg"(%a) : (i32) -> i32
    %s = "rt.add"(%n, %a) : (i32, i32) -> i32
    "rt.yield"(%s) : (i32) -> ()
  }) : (i32) -> i32
  // Nested: bottom-up, the inner apply (in the outer one's region) is
  // visited first and inlined there with %b (neg(%b) replaces %m); then
  // the outer one is inlined with %r: neg(neg(%r)) replaces %q.
  %q = "rt.apply"(%r) ({
  ^bb0(%b: i32):
    %m = "rt.apply"(%b) ({
    ^bb0(%c: i32):
      %k = "rt.neg"(%c) : (i32) -> i32
      "rt.yield"(%k) : (i32) -> ()
    }) : (i32) -> i32
    %o = "rt.neg"(%m) : (i32) -> i32
    "rt.yield"(%o) : (i32) -> ()
  }) : (i32) -> i32
  // The block argument is f32: I32:$a does not hold, it stays.
  %h = "rt.apply"(%g) ({
  ^bb0(%d: f32):
    "rt.yield"(%d) : (f32) -> ()
  }) : (f32) -> f32
  return %r, %q, %h : i32, i32, f32
}
