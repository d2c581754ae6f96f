func.func @f(%a: i32, %b: i32) -> (i32, i32, i32) {
  %na = "dt.neg"(%a) : (i32) -> i32
  %nb = "dt.neg"(%b) : (i32) -> i32
  // Written order: x = %a, y = %b; operand 1 of sub is %a: matches.
  %s0 = "dt.add"(%a, %nb) : (i32, i32) -> i32
  %0 = "dt.sub"(%s0, %a) : (i32, i32) -> i32
  // Written order: x = %na, y = %b; operand 1 of sub is %nb != %na: fails;
  // the swapped order (x = %nb, y = %a) would match but is not tried.
  %s1 = "dt.add"(%na, %nb) : (i32, i32) -> i32
  %1 = "dt.sub"(%s1, %nb) : (i32, i32) -> i32
  // Written order fails structurally; swapped: x = %b, y = %a: matches.
  %s2 = "dt.add"(%na, %b) : (i32, i32) -> i32
  %2 = "dt.sub"(%s2, %b) : (i32, i32) -> i32
  return %0, %1, %2 : i32, i32, i32
}
