func.func @f(%p: i32, %q: i32, %r: i32, %s: i32) -> i32 {
  // Outer written order: operand 0 = mul(neg(%p), %q) matches with the
  // inner order swapped (a = %q, b = %p), c = operand 1. (Trying every
  // outer order with the inner written order first would pick the outer
  // swapped order: mul(%r, neg(%s)), a = %r, b = %s.)
  %np = "dt.neg"(%p) : (i32) -> i32
  %m0 = "dt.mul"(%np, %q) : (i32, i32) -> i32
  %ns = "dt.neg"(%s) : (i32) -> i32
  %m1 = "dt.mul"(%r, %ns) : (i32, i32) -> i32
  %0 = "dt.add"(%m0, %m1) : (i32, i32) -> i32
  return %0 : i32
}
