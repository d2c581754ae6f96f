func.func @f(%a: i32, %c: i32) -> (i32, i32, i32) {
  // Written order: x = %a, operand 1 is neg(%a): matches.
  %n = "dt.neg"(%a) : (i32) -> i32
  %0 = "dt.add"(%a, %n) : (i32, i32) -> i32
  // Written order fails (operand 1 has no defining op), swapped matches.
  %1 = "dt.add"(%n, %a) : (i32, i32) -> i32
  // Written order: x = %p, operand 1 is neg(%c): the sub-match succeeds,
  // then %p == %c fails; the swapped order (%p = neg(%q), x = %q) would
  // match but is not tried.
  %q = "dt.neg"(%c) : (i32) -> i32
  %p = "dt.neg"(%q) : (i32) -> i32
  %2 = "dt.add"(%p, %q) : (i32, i32) -> i32
  return %0, %1, %2 : i32, i32, i32
}
